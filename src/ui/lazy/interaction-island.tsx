import { lazy, memo, Suspense, type ComponentType } from 'react';
import { firstInteraction } from './first-interaction';

/**
 * A client component whose code loads on the first interaction with the page instead of with the
 * page's other scripts, so it costs nothing before the largest paint. The server renders it in
 * full; until its code has loaded and hydrated it, React keeps that HTML as it came (a Suspense
 * boundary waiting to hydrate), so nothing moves and the page reads the same without script.
 * The island is memoised: a waiting boundary that got new props would be dropped and drawn again
 * on the client, so callers pass props that stay the same objects (stable callbacks).
 */
export function interactionIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Code = lazy(async () => {
    // The server renders it at once, so a stored page holds the whole HTML.
    if (typeof window !== 'undefined') await firstInteraction();
    return { default: await load() };
  });
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  }
  return memo(Island);
}
