/**
 * SPEC 7: a data fetch moves through loading, success, error and refetching. Refetching is a
 * fetch after one already succeeded: the page keeps showing what it has (marked busy) instead of
 * falling back to a loading message.
 */
export type FetchState = 'loading' | 'success' | 'error' | 'refetching';
export type FetchEvent = 'start' | 'succeed' | 'fail';

export function nextFetchState(state: FetchState, event: FetchEvent): FetchState {
  if (event === 'succeed') return 'success';
  if (event === 'fail') return 'error';
  return state === 'success' || state === 'refetching' ? 'refetching' : 'loading';
}
