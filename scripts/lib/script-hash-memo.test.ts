import { describe, expect, it } from 'vitest';
import { ScriptHashMemo } from './script-hash-memo';

describe('ScriptHashMemo', () => {
  it('keeps the entries last used when full', () => {
    const memo = new ScriptHashMemo(2);
    memo.set('W/"a"', ['ha']);
    memo.set('W/"b"', ['hb']);
    expect(memo.get('W/"a"')).toEqual(['ha']);
    memo.set('W/"c"', ['hc']);
    expect([memo.get('W/"a"'), memo.get('W/"b"'), memo.get('W/"c"')]).toEqual([['ha'], undefined, ['hc']]);
  });

  it('takes a new list for an ETag it holds', () => {
    const memo = new ScriptHashMemo(2);
    memo.set('W/"a"', ['old']);
    memo.set('W/"a"', ['new']);
    expect(memo.get('W/"a"')).toEqual(['new']);
  });
});
