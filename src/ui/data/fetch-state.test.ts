import { describe, expect, it } from 'vitest';
import { nextFetchState, type FetchEvent, type FetchState } from './fetch-state';

describe('a data fetch moves through loading, success, error and refetching (SPEC 7)', () => {
  const table: [FetchState, FetchEvent, FetchState][] = [
    ['loading', 'start', 'loading'],
    ['loading', 'succeed', 'success'],
    ['loading', 'fail', 'error'],
    ['success', 'start', 'refetching'],
    ['refetching', 'start', 'refetching'],
    ['refetching', 'succeed', 'success'],
    ['refetching', 'fail', 'error'],
    ['error', 'start', 'loading'],
    ['error', 'succeed', 'success'],
  ];
  it.each(table)('%s, then %s: %s', (state, event, next) => {
    expect(nextFetchState(state, event)).toBe(next);
  });
});
