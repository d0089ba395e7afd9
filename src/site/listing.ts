import 'server-only';
import { getDb } from '../db';
import { listWebsites } from '../db/queries/websites';

export async function platformListing() {
  return listWebsites(await getDb());
}
