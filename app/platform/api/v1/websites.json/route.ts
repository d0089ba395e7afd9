import { jsonRoute } from '@/lib/api';
import { platformListing } from '@/site/listing';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(async () => Response.json(await platformListing(), { headers: { 'cache-control': 'no-store' } }));
