import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies, draftMode } from 'next/headers';
import { getDb } from '../db';
import { readSiteDraft } from '../db/queries/site-versions';
import { previewSite } from '../domain/site-versions/preview-site';
import { PREVIEW_COOKIE, verifyPreviewToken, type PreviewClaim } from '../domain/site-versions/preview-token';
import type { Site } from '../domain/types';
import { env } from '../env';

/**
 * The site editor's preview (issue 31) rides on Next's draft mode: with it on, pages are rendered
 * for the request and neither the page store nor the data cache reads or keeps anything, so a
 * draft never reaches a stored page or another visitor. The preview cookie carries the signed
 * token naming the site; the draft is laid over the site only when both are present and valid.
 */
const KEY = Symbol.for('forecourt.previewSecret');
const holder = globalThis as { [KEY]?: string };

export function previewSecret(): string {
  return env().PREVIEW_SECRET ?? (holder[KEY] ??= randomBytes(32).toString('base64url'));
}

export function checkPreviewToken(token: string): PreviewClaim | null {
  return verifyPreviewToken(previewSecret(), token, Date.now());
}

/** Starts the preview in this browser: draft mode on, and the token in its cookie until it expires. */
export async function startPreview(claim: PreviewClaim, token: string, secure: boolean): Promise<void> {
  (await draftMode()).enable();
  const maxAge = Math.max(0, Math.floor((claim.expiresAt - Date.now()) / 1000));
  (await cookies()).set(PREVIEW_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
}

export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
}

/** The request's site as the draft would show it, when this request is a valid preview of it; otherwise the site as it is. */
export async function withPreviewDraft(site: Site): Promise<Site> {
  if (!(await draftMode()).isEnabled) return site;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  const claim = token ? checkPreviewToken(token) : null;
  if (!claim || claim.siteId !== site.id) return site;
  const draft = await readSiteDraft(await getDb(), site.id);
  return draft ? { ...previewSite(site, draft.file), preview: true } : site;
}
