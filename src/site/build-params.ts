/**
 * Cache Components prerenders every route at build time for at least one value of its
 * parameters, and there is no database then. This host segment is malformed on purpose: the host
 * parser rejects it before any lookup, so the build renders only the bare not-found shell, and
 * real sites' pages are rendered, then cached, on their first request.
 */
export const BUILD_SAMPLE_SITE = '_';

export function buildSampleSiteParams(): { site: string }[] {
  return [{ site: BUILD_SAMPLE_SITE }];
}

/**
 * The same for a page's own parameter: one sample value (never looked up, since the sample site
 * is rejected first), which makes the page's params known at build so later URLs are rendered
 * whole on their first request and stored, instead of left to a per-request render.
 */
export function buildSampleParams<K extends string>(key: K): Record<K, string>[] {
  return [{ [key]: BUILD_SAMPLE_SITE } as Record<K, string>];
}
