import { describe, expect, it } from 'vitest';
import { bodyEtag, ifNoneMatchNames } from './body-etag';

describe('bodyEtag', () => {
  it('names the bytes: equal bodies share one, any change gives another', () => {
    expect(bodyEtag(Buffer.from('<p>a</p>'))).toBe(bodyEtag(Buffer.from('<p>a</p>')));
    expect(bodyEtag(Buffer.from('<p>a</p>'))).not.toBe(bodyEtag(Buffer.from('<p>b</p>')));
    expect(bodyEtag(Buffer.from(''))).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('ifNoneMatchNames', () => {
  const etag = bodyEtag(Buffer.from('page'));
  it.each([
    ['no header', undefined, false],
    ['the same tag', etag, true],
    ['the same tag, weak', `W/${etag}`, true],
    ['in a list', `"other", ${etag}`, true],
    ['in repeated headers', ['"other"', etag], true],
    ['any', '*', true],
    ['another tag', '"other"', false],
    ['an empty header', '', false],
  ] as const)('%s', (_, header, named) => {
    expect(ifNoneMatchNames(header as string | string[] | undefined, etag)).toBe(named);
  });
});
