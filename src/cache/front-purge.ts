/**
 * Purging expired tags at the shared cache in front of the app (docs/deploy.md), so a stock change
 * reaches shoppers served by Varnish or a CDN as soon as those served by the app.
 */
export type FrontConfig = { kind: 'varnish' | 'cdn'; url: string; token?: string };

// Tags per purge request: within a CDN's per-call limit (Cloudflare takes 30) and Varnish's 8 kB header limit.
const TAGS_PER_REQUEST = 30;
const PURGE_TIMEOUT_MS = 3_000;

export function frontConfig(values: { FRONT_KIND?: FrontConfig['kind']; FRONT_PURGE_URL?: string; FRONT_PURGE_TOKEN?: string }): FrontConfig | null {
  if (!values.FRONT_KIND || !values.FRONT_PURGE_URL) return null;
  return { kind: values.FRONT_KIND, url: values.FRONT_PURGE_URL, ...(values.FRONT_PURGE_TOKEN ? { token: values.FRONT_PURGE_TOKEN } : {}) };
}

/**
 * One purge request: Varnish gets a PURGE carrying the tags in `Surrogate-Key`, as the VCL expects
 * (deploy/varnish/forecourt.vcl); a CDN gets its purge-by-tag call, a JSON body of tags.
 */
function purgeRequest(config: FrontConfig, tags: readonly string[]): RequestInit {
  const auth: Record<string, string> = config.token ? { authorization: `Bearer ${config.token}` } : {};
  if (config.kind === 'varnish') return { method: 'PURGE', headers: { ...auth, 'surrogate-key': tags.join(' ') } };
  return { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ tags }) };
}

/** Purges the tags at the front; rejects with the reason when the front does not confirm it. */
export async function purgeFront(config: FrontConfig, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (let i = 0; i < unique.length; i += TAGS_PER_REQUEST) {
    const batch = unique.slice(i, i + TAGS_PER_REQUEST);
    const response = await fetch(config.url, { ...purgeRequest(config, batch), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the ${config.kind} front answered ${response.status} to a purge`);
  }
}
