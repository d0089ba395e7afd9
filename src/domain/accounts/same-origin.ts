/**
 * CSRF defence for requests that carry the session cookie: a state-changing request must show it
 * came from a page of this same host, by its Origin header or, where a browser sends no Origin,
 * its Sec-Fetch-Site. A request with neither is refused, since every browser sends one of them.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginFacts = { method: string; host: string | null; origin: string | null; secFetchSite: string | null };

export function isSameOriginRequest({ method, host, origin, secFetchSite }: OriginFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (!host) return false;
  if (origin !== null) {
    if (origin === 'null') return false;
    try {
      return new URL(origin).host.toLowerCase() === host.toLowerCase();
    } catch {
      return false;
    }
  }
  return secFetchSite === 'same-origin';
}
