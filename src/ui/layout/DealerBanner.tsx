/**
 * SPEC 2 footer: "A dealer-banner script for certain dealers". Where the site's config names one
 * (tracking.dealerBannerScriptUrl), the footer gives the script a place to draw into and loads it
 * without blocking the page; the site's CSP allows its origin and no other site's does
 * (src/domain/tracking.ts). A site without one renders nothing.
 *
 * `defer`, not `async`: both fetch in parallel and never hold up the parser, but an async script
 * (which React also moves into the head) may run before the footer's place exists; a deferred one
 * runs once the document is parsed, so the banner always finds where to draw.
 */
export function DealerBanner({ scriptUrl }: { scriptUrl: string | undefined }) {
  if (!scriptUrl) return null;
  return (
    <div className="container footer-dealer-banner">
      {/* Empty markup React does not reconcile: what the script draws here survives hydration. */}
      <div className="dealer-banner" data-dealer-banner="" dangerouslySetInnerHTML={{ __html: '' }} />
      <script defer src={scriptUrl} />
    </div>
  );
}
