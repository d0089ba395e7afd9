import { lazy, memo, Suspense, type ComponentType } from 'react';
import { firstInteraction } from './first-interaction';

/**
 * A client component whose code loads on the first interaction with the page instead of with the
 * page's other scripts, so it costs nothing before the largest paint. The server renders it in
 * full and at once (`onServer`, the component itself there and null in the browser bundle), so a
 * stored page holds its whole HTML; in the browser React keeps that HTML as it came (a Suspense
 * boundary waiting to hydrate) until the code has loaded, so nothing moves and the page reads
 * the same without script. The island is memoised: a waiting boundary that got new props would be
 * dropped and drawn again on the client, so callers pass props that stay the same objects.
 */
export function interactionIsland<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | null): ComponentType<P> {
  const Code =
    onServer ??
    lazy(async () => {
      await firstInteraction();
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
