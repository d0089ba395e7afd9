import type { Locale, StockKind } from '../domain/site-config';
import { DAY_MS, daysBefore, isoDate, type Clock } from './clock';
import type { IdSequence } from './ids';
import { person } from './people';
import type { Rng } from './prng';
import type { ReviewRow } from './types';

export type ReviewSite = {
  id: number;
  name: string;
  locale: Locale;
  stockKind: StockKind;
  hostile: boolean;
  locationIds: readonly number[];
};

const STAFF = ['Dave', 'Mel', 'Josh', 'Anika', 'Ben', 'Rachel', 'Sam', 'Kate'];
const THING: Record<StockKind, string> = { cars: 'car', motorcycles: 'bike', rvs: 'van', trucks: 'truck' };

const TEXTS: Record<number, readonly string[]> = {
  5: [
    '{staff} made buying our new {thing} easy. No pressure and a fair trade-in price.',
    'Fantastic experience from start to finish. Highly recommend {site}.',
    'Picked up my {thing} today, it was detailed and ready on time. Thanks {staff}!',
    'Great range of stock and the finance was sorted in an afternoon.',
    'Second {thing} we have bought here and it will not be the last. {staff} is a legend.',
  ],
  4: [
    'Good experience overall, the paperwork took a little longer than expected.',
    'Friendly staff and a fair price. Would come back.',
    'Happy with the {thing}. {staff} was helpful, the coffee could be better!',
  ],
  3: ['The {thing} is fine but communication after the sale could have been better.', 'Average experience, had to chase the registration papers twice.'],
  2: ['Waited over an hour for a test drive even though I had booked.'],
  1: ['The {thing} was not ready on the pickup day and nobody called to tell me.'],
};

/** User content that must come out of every page escaped, never as markup. */
const HOSTILE: readonly { name: string; text: string; rating: number }[] = [
  { name: '<script>alert("x")</script>', text: '<script>alert("x")</script> Bought a HiLux here, all good.', rating: 5 },
  { name: 'Bianca & "Bree"', text: '<b>Great</b> service & "friendly" staff', rating: 5 },
  { name: 'Tom <3', text: 'Tom <3 his new ute', rating: 4 },
  { name: '<img src=x onerror=alert(1)>', text: '<img src=x onerror=alert(1)> Photos were spot on, the car was exactly as described.', rating: 5 },
  { name: "Robert'); DROP TABLE reviews;--", text: 'Smooth sale, 10/10 would buy again </p><p>Really! {{7*7}} ${7*7}', rating: 5 },
];

function fill(template: string, site: ReviewSite, staff: string): string {
  return template.replaceAll('{staff}', staff).replaceAll('{site}', site.name).replaceAll('{thing}', THING[site.stockKind]);
}

export function generateReviews(site: ReviewSite, rng: Rng, clock: Clock, ids: IdSequence): ReviewRow[] {
  const count = rng.int(10, 30);
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const hostile = site.hostile ? HOSTILE[i] : undefined;
    const rating = hostile?.rating ?? rng.weighted([[5, 60], [4, 25], [3, 8], [2, 4], [1, 3]] as const);
    const customer = person(site.locale, rng);
    const staff = rng.pick(STAFF);
    // Hostile reviews are the newest, so the home page (which shows the latest) exercises escaping.
    const reviewed = hostile ? daysBefore(clock, i + 0.5) : daysBefore(clock, rng.int(1, 700));
    const replied = rng.chance(rating <= 3 ? 0.9 : 0.4);
    const replyAt = new Date(Math.min(clock.now.getTime(), reviewed.getTime() + rng.int(0, 5) * DAY_MS));
    const replyText =
      rating <= 3
        ? `Hi ${customer.first}, we are sorry to hear this. Please give us a call so we can make it right.`
        : `Thanks ${customer.first}, we really appreciate you taking the time to leave a review!`;
    rows.push({
      id: ids.next('reviews'),
      websiteId: site.id,
      locationId: site.locationIds.length > 0 && rng.chance(0.7) ? rng.pick(site.locationIds) : null,
      customerName: hostile?.name ?? `${customer.first} ${customer.last.charAt(0)}.`,
      text: hostile?.text ?? fill(rng.pick(TEXTS[rating] ?? TEXTS[5] ?? []), site, staff),
      rating,
      reviewDate: isoDate(reviewed),
      replyText: replied ? replyText : null,
      replyDate: replied ? isoDate(replyAt) : null,
      imageUrl: null,
      createdAt: reviewed,
    });
  }
  return rows;
}
