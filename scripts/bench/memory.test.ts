import { describe, expect, it } from 'vitest';
import { anonMbOf, commandOf, processGroupOf, pssMbOf, rssMbOf } from './memory';

describe('rssMbOf', () => {
  it.each([
    ['Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  646144 kB\nRssAnon:\t 600000 kB\n', 631],
    ['Name:\tnode\nVmRSS:\t 51200 kB\n', 50],
    // A zombie or kernel thread has no VmRSS line.
    ['Name:\tnode\nState:\tZ (zombie)\n', 0],
  ])('reads %j as %i MB', (status, mb) => {
    expect(rssMbOf(status)).toBe(mb);
  });
});

describe('anonMbOf', () => {
  it('reads RssAnon, and 0 where there is none', () => {
    expect(anonMbOf('Name:\tnode\nVmRSS:\t  646144 kB\nRssAnon:\t  600000 kB\nRssFile:\t 46144 kB\n')).toBe(586);
    expect(anonMbOf('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });
});

describe('pssMbOf', () => {
  it('reads Pss, not the Pss_Anon or Pss_File lines after it', () => {
    const rollup = '55d0-7ffd ---p 00000000 00:00 0 [rollup]\nRss:\t 40384 kB\nPss:\t 38757 kB\nPss_Dirty:\t 6328 kB\nPss_Anon:\t 6328 kB\nPss_File:\t 32429 kB\n';
    expect(pssMbOf(rollup)).toBe(38);
  });
});

describe('processGroupOf', () => {
  it.each([
    ['4242 (node) S 4200 4200 4100 0 -1', 4200],
    // The command may hold spaces and parentheses: the fields start after the last ')'.
    ['4243 (next-server (v16)) S 4242 4200 4100 0 -1', 4200],
  ])('reads the group of %j', (stat, group) => {
    expect(processGroupOf(stat)).toBe(group);
  });
});

describe('commandOf', () => {
  it('cuts the project directory and node_modules paths', () => {
    expect(commandOf('/usr/bin/node\0/p/node_modules/tsx/dist/cli.mjs\0scripts/start.ts\0', '/p')).toBe('/usr/bin/node tsx/dist/cli.mjs scripts/start.ts');
    expect(commandOf('/usr/bin/node\0/p/.next/forecourt/serve.mjs\0', '/p')).toBe('/usr/bin/node .next/forecourt/serve.mjs');
  });
});
