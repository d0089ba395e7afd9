import { z } from 'zod';

/**
 * A site's tracking tags (issue 31, "tracking tags"): a Google Tag Manager container and a Google
 * Analytics 4 measurement id, each optional. A site with neither loads nothing from Google and its
 * CSP allows nothing more.
 */
const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/;

export const GTM_MESSAGE = 'A Google Tag Manager id is GTM- then capital letters and digits, such as GTM-AB12CD3.';
export const GA_MESSAGE = 'A Google Analytics id is G- then capital letters and digits, such as G-AB12CD34EF.';

export const DEALER_BANNER_MESSAGE = 'A dealer banner script is an https:// address on a named host, such as https://banners.example.com/dealer.js (no user name, port or #).';

const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * SPEC 2 footer "A dealer-banner script for certain dealers": the script a manufacturer gives its
 * dealers. Its host is allowed by this site's CSP alone, so it must be a plain https origin: a
 * named host on the default port, no credentials, no fragment (a query is the dealer's code).
 */
function isDealerBannerScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && HOST_NAME.test(url.hostname) && url.port === '' && url.username === '' && url.password === '' && url.hash === '' && url.pathname !== '/';
}

export const trackingSchema = z.object({
  gtmContainerId: z.string().regex(GTM_CONTAINER_ID, GTM_MESSAGE).optional(),
  gaMeasurementId: z.string().regex(GA_MEASUREMENT_ID, GA_MESSAGE).optional(),
  /** SPEC 2 footer: the dealer-banner script, rendered in the footer and loaded async (src/ui/layout/DealerBanner.tsx). */
  dealerBannerScriptUrl: z.string().trim().refine(isDealerBannerScriptUrl, DEALER_BANNER_MESSAGE).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

const TAG_MANAGER = 'https://www.googletagmanager.com';

/** What a page loads for the site's tags: the script files, and the bootstrap that starts them (inline, hashed by the app server). */
type TrackingTags = { scripts: string[]; bootstrap: string | null };

export function trackingTags(tracking: Tracking): TrackingTags {
  const scripts: string[] = [];
  const lines: string[] = [];
  const { gtmContainerId: gtm, gaMeasurementId: ga } = tracking;
  if (gtm || ga) lines.push('window.dataLayer=window.dataLayer||[];');
  // The ids match the patterns above (capitals, digits, '-'), so they are safe inside a URL and a JS string.
  if (gtm) {
    scripts.push(`${TAG_MANAGER}/gtm.js?id=${gtm}`);
    lines.push("window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});");
  }
  if (ga) {
    scripts.push(`${TAG_MANAGER}/gtag/js?id=${ga}`);
    lines.push(`function gtag(){window.dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(ga)});`);
  }
  return { scripts, bootstrap: lines.length > 0 ? lines.join('') : null };
}

/**
 * The origins the tags need (and the dealer-banner script's origin), as Google documents for a page with a CSP
 * (developers.google.com/tag-platform/security/guides/csp): Tag Manager's scripts, pixels and
 * requests from www.googletagmanager.com (and its requests to www.google.com); GA4's hits to
 * *.google-analytics.com and *.analytics.google.com.
 */
export function trackingCspAdditions(tracking: Tracking): { 'script-src': string[]; 'img-src': string[]; 'connect-src': string[] } {
  const script = new Set<string>();
  const img = new Set<string>();
  const connect = new Set<string>();
  if (tracking.gtmContainerId) {
    script.add(TAG_MANAGER);
    img.add(TAG_MANAGER);
    connect.add(TAG_MANAGER).add('https://www.google.com');
  }
  if (tracking.gaMeasurementId) {
    script.add(TAG_MANAGER);
    img.add(TAG_MANAGER).add('https://*.google-analytics.com');
    connect.add(TAG_MANAGER).add('https://*.google-analytics.com').add('https://*.analytics.google.com');
  }
  // The banner script's own origin, for the script and the pictures it draws: nothing wider.
  if (tracking.dealerBannerScriptUrl) {
    const origin = new URL(tracking.dealerBannerScriptUrl).origin;
    script.add(origin);
    img.add(origin);
  }
  return { 'script-src': [...script].sort(), 'img-src': [...img].sort(), 'connect-src': [...connect].sort() };
}
