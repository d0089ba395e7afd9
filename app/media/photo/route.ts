import { remotePhotoFor } from '@/site/remote-photo';

/** GET /media/photo?src=&w=&q=: a feed photo resized from a host the site's dealerships allow (docs/decisions/034-dealer-photo-hosts.md). */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await remotePhotoFor(request.headers.get('host') ?? url.host, url.searchParams, request.headers.get('accept') ?? '');
  return new Response(typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
}
