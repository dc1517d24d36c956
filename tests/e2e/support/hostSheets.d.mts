export declare const HOST_SHEETS: readonly string[];
export declare function writeHostSheets(dir: string): Promise<void>;
