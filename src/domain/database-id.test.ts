import { describe, expect, it } from 'vitest';
import { parseDatabaseId } from './database-id';

describe('parseDatabaseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['9999999999', null],
    ['0', null],
    ['007', null],
    ['-3', null],
    ['1e3', null],
    ['12.0', null],
    ['', null],
    ['12a', null],
  ])('%j -> %j', (text, id) => {
    expect(parseDatabaseId(text)).toBe(id);
  });
});
