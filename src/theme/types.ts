/** Which token set applies (§6: the VIP theme also selects VIP endpoints). */
export type WealthTheme = 'light' | 'dark' | 'vip';
