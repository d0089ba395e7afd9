import { requestedShareVersion, shareCardVersion } from '@/domain/share-card';
import { mediaNotFound } from '@/media/svg-response';
import { shareCardResponse } from '@/media/share-card-png';
import { requestCarPage } from '@/page-data/car-page';
import { siteFromSegment } from '@/site/request';
import { carCard } from '@/site/share-image';

type Context = { params: Promise<{ site: string; slug: string; file: string }> };

/** GET /share/cars/{slug}/{version}.png: a car's share card (og:image of its page), for a car the site shows. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { site: segment, slug, file } = await params;
  const version = requestedShareVersion(file);
  const site = version ? await siteFromSegment(segment) : null;
  const page = site ? await requestCarPage(site, slug) : null;
  if (!version || !site || !page) return mediaNotFound();
  const card = carCard(site, page.car);
  return shareCardResponse(card, shareCardVersion(card) === version);
}
