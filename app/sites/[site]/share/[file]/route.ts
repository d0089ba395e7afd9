import { requestedShareVersion, shareCardVersion } from '@/domain/share-card';
import { mediaNotFound } from '@/media/svg-response';
import { shareCardResponse } from '@/media/share-card-png';
import { siteFromSegment } from '@/site/request';
import { siteCard } from '@/site/share-image';

type Context = { params: Promise<{ site: string; file: string }> };

/** GET /share/{version}.png: the site's share card (og:image of its pages), a 1200x630 PNG. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { site: segment, file } = await params;
  const version = requestedShareVersion(file);
  const site = version ? await siteFromSegment(segment) : null;
  if (!version || !site) return mediaNotFound();
  const card = siteCard(site);
  return shareCardResponse(card, shareCardVersion(card) === version);
}
