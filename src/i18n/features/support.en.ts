/** English texts of the support entry (§1, §6). */
export const supportEn = {
  'support.vipManager': 'Contact your VIP account manager',
  'support.vipManagerHint': 'A dedicated manager for VIP 8 and above.',
  'support.humanService': 'Contact customer service',
  'support.humanServiceHint': 'Talk to a person on our support team.',
} as const;
