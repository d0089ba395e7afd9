import 'server-only';
import type { Db } from '../../db/client';
import type { StaffActor } from '../../domain/console/access';
import { signPreviewToken, PREVIEW_LIFETIME_MS } from '../../domain/site-versions/preview-token';
import { previewSecret } from '../../site/preview';
import { siteForActor } from './site-access';

/**
 * A preview link for the site's draft, valid for an hour (issue 31), on the site's own host. From a
 * console on this machine (`localhost:port`) the site's `{slug}.localhost` on the same port, else
 * its first own domain.
 */
export async function previewLink(actor: StaffActor, db: Db, websiteId: number, consoleHost: string | null): Promise<{ url: string; expiresAt: Date }> {
  const site = await siteForActor(actor, db, 'site.read', websiteId);
  const now = Date.now();
  const token = signPreviewToken(previewSecret(), site.id, now);
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.exec(consoleHost ?? '');
  const origin = local || site.hostnames.length === 0 ? `http://${site.slug}.localhost${local?.[2] ?? ''}` : `https://${site.hostnames[0]}`;
  return { url: `${origin}/api/preview?token=${encodeURIComponent(token)}`, expiresAt: new Date(now + PREVIEW_LIFETIME_MS) };
}
