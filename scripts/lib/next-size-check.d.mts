/** Types of next-size-check.mjs, which is plain JavaScript because postinstall runs it. */
export type SizeChecks = { unguarded: string[]; guarded: string[] };
export function sizeChecks(nextDir: string): SizeChecks;
export function guardSizeChecks(nextDir: string): SizeChecks;
