// Types of page-store-rules.mjs, which stays plain JavaScript because Next loads the stores itself.
export declare function isNotFoundAnswer(value: unknown): boolean;
export declare function maxEntriesFrom(configured: string | undefined): number;
export declare function entryLimit(max: number): { write: (key: string) => string[] };
