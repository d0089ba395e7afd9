/**
 * SPEC 2 footer: "A dealer-banner script for certain dealers". Where the site's config names one
 * (tracking.dealerBannerScriptUrl), the footer gives the script a place to draw into and loads it
 * async, so it never holds the page up; the site's CSP allows its origin and no other site's does
 * (src/domain/tracking.ts). A site without one renders nothing.
 */
export function DealerBanner({ scriptUrl }: { scriptUrl: string | undefined }) {
  if (!scriptUrl) return null;
  return (
    <div className="container footer-dealer-banner">
      <div className="dealer-banner" data-dealer-banner="" />
      <script async src={scriptUrl} />
    </div>
  );
}
