import { describe, expect, it } from 'vitest';
import { commandOf, processGroupOf, rssMbOf } from './memory';

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
