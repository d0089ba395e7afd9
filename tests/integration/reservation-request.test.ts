import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carInScopeBySlug } from '../../src/db/queries/car-detail';
import { loadLeadMessage } from '../../src/db/queries/lead-messages';
import { loadSite } from '../../src/db/queries/websites';
import { queryRows } from '../../src/db/rows';
import { cars, leads, websites } from '../../src/db/schema';
import { listedStatuses, stockScope } from '../../src/domain/inclusion';
import { canReserve } from '../../src/domain/reservation';
import type { CarDetail, Site } from '../../src/domain/types';
import { reservationRequestFormData } from '../../src/forms/car-forms';
import { leadSubmission } from '../../src/forms/lead-submission';
import { buildAdf } from '../../src/leads/delivery/adf';
import { createLead } from '../../src/leads/service';
import { ConflictError } from '../../src/lib/errors';
import { startReservation, type PaymentDeps } from '../../src/payments/service';
import { testProvider } from '../../src/payments/test-provider';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';
import { failure } from '../support/failure';

/**
 * SPEC 4 "The dealer has a payment provider or is whitelisted", issue 26: the demo's Kiwi Car Co has
 * no payment provider and `reservation.whitelisted` in its site file. Its cars offer a reservation
 * request, filed as a lead through the lead service; no deposit can start and the car stays available.
 */
let handle: TestDatabase;
let kiwi: Site;
let car: CarDetail;

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

const deps: PaymentDeps = { providers: () => testProvider, carChanged: () => undefined, leadsQueued: () => undefined };
const start = { idempotencyKey: 'reservation-request-test', shopper: null, visitorId: null };

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  kiwi = await site('kiwi-car-co');
  const own = kiwi.dealerships[0];
  if (!own) throw new Error('kiwi-car-co has no dealership');
  const candidates = await queryRows<{ slug: string }>(
    handle.db,
    sql`select slug from cars where dealership_id = ${own.id} and status = 'in_stock' and not reserved and price > 1000 order by id limit 20`,
  );
  const now = new Date();
  for (const { slug } of candidates) {
    const found = await carInScopeBySlug(handle.db, stockScope(kiwi, now), listedStatuses(kiwi), slug);
    if (found && canReserve(found, kiwi.config).allowed) {
      car = found;
      break;
    }
  }
  expect(car).toBeDefined();
});

afterAll(async () => {
  await handle?.drop();
});

describe('a whitelisted site without a payment provider', () => {
  it('reads the whitelist from its site file and answers a request, not a deposit', () => {
    expect(kiwi.config.providers.payment).toBeNull();
    expect(kiwi.config.reservation.whitelisted).toBe(true);
    expect(canReserve(car, kiwi.config)).toEqual({ allowed: true, mode: 'request' });
  });

  it('refuses to start a deposit (no money can be taken without a provider)', async () => {
    const error = await failure(startReservation(handle.db, deps, kiwi, car.slug, { name: 'Aroha Ngata', email: 'aroha@example.com' }, start));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe('Card payments are not available for this dealership at the moment. Please contact the dealership.');
  });

  it('files the checkout form as a reservation request lead for the car, which stays available', async () => {
    const data = reservationRequestFormData(kiwi, car);
    const answers = { ...data.initialValues, name: 'Aroha Ngata', email: 'aroha@example.com', phone: '021 234 5678', message: 'Can I see it on Saturday?' };
    const submission = leadSubmission(
      data.definition,
      data.site,
      answers,
      { kind: 'complete', method: 'POST', leadId: null, fields: { lead_status: 'Complete', form_completed: true, step_number: 1, skipped_steps: [] } },
      { url: `https://kiwicarco.example/cars/${car.slug}/checkout`, user_agent: 'vitest', visited_pages: [], linked_query_params: {} },
    );
    const { answer, created } = await createLead(handle.db, { site: kiwi, mock: false }, submission.body, { idempotencyKey: null, userAgent: 'vitest' });
    expect(created).toBe(true);
    const [row] = await handle.db.select().from(leads).where(eq(leads.leadId, answer.lead_id));
    expect(row).toMatchObject({ category: 'vehicle-reservation-request', carId: car.id, stockNumber: car.stocknum, websiteSlug: 'kiwi-car-co' });
    const [deliveries] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from lead_deliveries where lead_id = ${row?.id ?? 0}`);
    expect(deliveries?.n).toBeGreaterThan(0);

    const message = await loadLeadMessage(handle.db, row?.id ?? 0);
    if (!message) throw new Error('no lead message');
    // ADF files it as a reservation of the car (the dealer's CRM sees what was asked).
    const adf = buildAdf(message);
    expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
    expect(adf).toContain('Reservation requested without a deposit: confirm it with the shopper');
    expect(adf).not.toContain('Reserved with a deposit');

    const [after] = await handle.db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id));
    expect(after?.reserved).toBe(false);
  });
});
