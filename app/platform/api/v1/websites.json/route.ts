import { connection } from 'next/server';
import { jsonRoute } from '@/lib/api';
import { platformListing } from '@/site/listing';

export const GET = jsonRoute(async () => {
  // The listing is read per request, never prerendered at build (there is no database then).
  await connection();
  return Response.json(await platformListing(), { headers: { 'cache-control': 'no-store' } });
});
