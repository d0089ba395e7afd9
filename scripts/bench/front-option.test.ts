import { describe, expect, it } from 'vitest';
import { frontOption } from './front-option';

describe('frontOption', () => {
  it.each([
    [['--front', 'varnish'], undefined, 'varnish'],
    [['--front=varnish'], undefined, 'varnish'],
    [['varnish'], 'true', 'varnish'],
    [[], 'varnish', 'varnish'],
    [[], undefined, null],
    [['--processes', '2'], undefined, null],
  ] as const)('%j with npm_config_front=%s -> %s', (args, npm, expected) => {
    expect(frontOption(args, npm)).toBe(expected);
  });
});
