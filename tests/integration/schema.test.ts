import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSchemaCurrent, migrate, schemaState } from '../../src/db/migrate';
import * as t from '../../src/db/schema';
import { DatabaseUnavailableError } from '../../src/lib/errors';
import { openTestDatabase } from '../support/test-db';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`schema and migrations on ${engine}`, () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.drop();
  });

  it('applies every committed migration, then has nothing left to apply', async () => {
    const before = await schemaState(handle);
    expect(before.applied).toBe(0);
    expect(await migrate(handle)).toBe(before.known);
    expect(await migrate(handle)).toBe(0);
    await expect(assertSchemaCurrent(handle)).resolves.toBeUndefined();
  });

  it('round-trips a row of every entity', async () => {
    const { db } = handle;
    const [manufacturer] = await db.insert(t.manufacturers).values({ name: 'Toyota', slug: 'toyota', logoUrl: '/media/logos/toyota.svg' }).returning();
    const [model] = await db
      .insert(t.models)
      .values({ manufacturerId: manufacturer!.id, name: 'Corolla', slug: 'corolla', status: 'all_new', shortDescription: 'Small car' })
      .returning();
    const [website] = await db
      .insert(t.websites)
      .values({
        slug: 'round-trip',
        name: 'Round Trip Motors',
        template: 'independent',
        locale: 'en-NZ',
        hostnames: ['roundtrip.example'],
        manufacturerId: manufacturer!.id,
        address: { street: '1 Main St', city: 'Auckland', state: 'Auckland', postcode: '1010' },
        config: { theme: { primary: '#112233', accent: '#ffcc00' }, navigation: { header: [], footer: [] }, phoneRule: 'nz' },
      })
      .returning();
    const [dealership] = await db.insert(t.dealerships).values({ slug: 'round-trip', name: 'Round Trip', stripePublishableKey: 'pk_test_x' }).returning();
    await db.insert(t.dealershipWebsites).values({ websiteId: website!.id, dealershipId: dealership!.id, name: 'Round Trip', slug: 'round-trip', showPhones: true });
    const [location] = await db
      .insert(t.locations)
      .values({
        dealershipId: dealership!.id,
        name: 'Yard',
        slug: 'yard',
        street: '1 Main St',
        city: 'Auckland',
        state: 'Auckland',
        postcode: '1010',
        locationSubtype: ['buying'],
        manufacturers: ['Toyota'],
        averageRating: 4.6,
        reviewCount: 407,
      })
      .returning();
    await db.insert(t.openingHours).values({ locationId: location!.id, weekday: 1, status: 'Open', open: '08:30', close: '17:30' });
    await db.insert(t.specialHours).values({ locationId: location!.id, date: '2026-12-25', status: 'Closed', name: 'Christmas Day' });
    const [car] = await db
      .insert(t.cars)
      .values({
        dealershipId: dealership!.id,
        locationId: location!.id,
        slug: '2024-toyota-corolla-ascent-rt100a',
        name: '2024 Toyota Corolla Ascent',
        make: 'Toyota',
        model: 'Corolla',
        year: 2024,
        stocknum: 'RT100A',
        carType: 'used',
        status: 'in_stock',
        images: [{ url: '/media/cars/hatchback/red/1.svg', thumbUrl: '/media/cars/hatchback/red/1.svg?size=thumb' }],
        financeLenders: { A: { interestRate: 6.29, comparisonRate: 8.19, financeProvider: 'A' } },
        paymentProcessors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_x', deposit_amount: 500 }],
        categories: ['Hatch'],
      })
      .returning();
    await db.insert(t.reviews).values({ websiteId: website!.id, customerName: '<b>Al</b>', text: 'Great & "fast"', rating: 5, reviewDate: '2026-11-01' });
    const [user] = await db.insert(t.users).values({ websiteId: website!.id, email: 'a@example.com', phone: '021 123 4567' }).returning();
    await db.insert(t.watchlistEntries).values({ userId: user!.id, carId: car!.id });
    const [lead] = await db
      .insert(t.leads)
      .values({
        websiteId: website!.id,
        websiteSlug: 'round-trip',
        category: 'used-vehicle-enquiry',
        carId: car!.id,
        visitedPages: ['/', '/cars/x'],
        linkedQueryParams: { utm_source: 'test' },
        skippedSteps: [2],
      })
      .returning();
    await db
      .insert(t.reservations)
      .values({ websiteId: website!.id, carId: car!.id, depositAmount: 50_000, currency: 'NZD', paymentProvider: 'stripe', paymentIntentId: 'pi_1', customerName: 'A', customerEmail: 'a@example.com' });

    const [readWebsite] = await db.select().from(t.websites).where(eq(t.websites.id, website!.id));
    expect(readWebsite).toMatchObject({ hostnames: ['roundtrip.example'], locale: 'en-NZ', config: { phoneRule: 'nz' } });
    const [readCar] = await db.select().from(t.cars).where(eq(t.cars.id, car!.id));
    expect(readCar).toMatchObject({ images: car!.images, financeLenders: car!.financeLenders, paymentProcessors: car!.paymentProcessors, categories: ['Hatch'], reservable: null });
    const [readLocation] = await db.select().from(t.locations).where(eq(t.locations.id, location!.id));
    expect(readLocation).toMatchObject({ locationSubtype: ['buying'], averageRating: 4.6, reviewCount: 407 });
    const [readLead] = await db.select().from(t.leads).where(eq(t.leads.id, lead!.id));
    expect(readLead).toMatchObject({ source: 'Website', leadStatus: 'Complete', visitedPages: ['/', '/cars/x'], linkedQueryParams: { utm_source: 'test' }, skippedSteps: [2] });
    expect(readLead!.leadId).toMatch(/^[0-9a-f-]{36}$/);
    const [readReview] = await db.select().from(t.reviews).where(eq(t.reviews.websiteId, website!.id));
    expect(readReview).toMatchObject({ customerName: '<b>Al</b>', text: 'Great & "fast"' });
    const [readSpecial] = await db.select().from(t.specialHours).where(eq(t.specialHours.locationId, location!.id));
    expect(readSpecial).toMatchObject({ date: '2026-12-25', status: 'Closed' });
    const [readModel] = await db.select().from(t.models).where(eq(t.models.id, model!.id));
    expect(readModel).toMatchObject({ status: 'all_new' });
    for (const table of [t.dealershipWebsites, t.openingHours, t.watchlistEntries, t.reservations]) {
      expect((await db.select().from(table)).length).toBe(1);
    }
  });

  it('refuses a database migrated by newer code', async () => {
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${Date.now() + 10 ** 12})`,
    );
    await expect(schemaState(handle)).rejects.toThrow(DatabaseUnavailableError);
    await expect(schemaState(handle)).rejects.toThrow(/newer than this code/);
  });
});
