import 'server-only';
import { getDb } from '../db';
import type { Shopper } from '../domain/accounts/types';
import type { Site } from '../domain/types';
import { garageOf } from './garage';
import { earlierSpin } from './spin';
import { smsCodesOffered } from './sms-codes';
import { watchlistOf } from './watchlist';

/**
 * The account reads of the shopper pages (my-garage, watchlist, spin-to-win, sign-in). Pages hold
 * no database handle (docs/decisions/014-import-boundaries.md): the service opens it.
 */

export async function garageOn(site: Site, shopper: Shopper) {
  return garageOf(await getDb(), site, shopper);
}

export async function watchlistOn(site: Site, shopper: Shopper) {
  return watchlistOf(await getDb(), site, shopper);
}

export async function earlierSpinOn(site: Site, shopper: Shopper) {
  return earlierSpin(await getDb(), site, shopper);
}

export async function smsCodesOfferedOn(site: Site) {
  return smsCodesOffered(await getDb(), site);
}
