/**
 * English messages of the widgets, one file per feature (`<feature>.en.ts`), combined here.
 * A feature adds its file and one spread line below; its Chinese twin goes in ./zh-CN.ts.
 */
export const featuresEn = {} as const;
