import { dealerApiDocument } from '@/dealer-api/openapi';
import { jsonRoute } from '@/lib/api';

/** The dealer API's OpenAPI 3.1 document; public, like the API's documentation. */
export const GET = jsonRoute(async () => Response.json(dealerApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }));
