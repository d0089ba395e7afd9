import type { DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { availableBookings, type SlotPlace } from '../../src/bookings/available';
import { saveBookingSettings } from '../../src/db/queries/bookings';
import { bookings, bookingSlots, dealerships, locations, openingHours, specialHours } from '../../src/db/schema';
import { capacityOf, DEFAULT_BOOKING_SETTINGS, type BookingKind, type BookingSettings } from '../../src/domain/bookings/settings';
import { slotsOf } from '../../src/domain/bookings/slots';
import { shiftDate, localMoment, type OpeningHour } from '../../src/domain/hours';
import { measure, type Timing } from './stats';

/**
 * The slots section of `npm run bench:lookups` (issue 27): the free slots of a 9-location group
 * for 14 days with 10,000 bookings already made, at the service the route handlers call
 * (settings and held places read from the database, then the pure slot rules). One location per
 * call as the forms ask, and the whole group in one go. Goal: p95 < 30 ms. scripts/bench/lookups.ts
 * runs it on its database and writes its figures into bench/results/lookups.json.
 */

const LOCATIONS = 9;
const BOOKINGS = 10_000;
const HORIZON_DAYS = 14;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const GOAL_MS = 30;
const ZONES = ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Perth'];
const SETTINGS: Record<BookingKind, BookingSettings> = {
  'test-drive': { ...DEFAULT_BOOKING_SETTINGS['test-drive'], leadMinutes: 0, horizonDays: HORIZON_DAYS, cars: 8, staff: 8 },
  service: { ...DEFAULT_BOOKING_SETTINGS.service, leadMinutes: 0, horizonDays: HORIZON_DAYS, bays: 8 },
};

type SlotsBench = {
  engine: string;
  locations: number;
  bookings: number;
  horizonDays: number;
  freeSlotsOffered: number;
  oneLocation: Timing;
  wholeGroup: Timing;
  goalMs: number;
  met: boolean;
};

/** A deterministic pseudo-random sequence, so every run books the same slots. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type BenchPlace = SlotPlace & { timeZone: string };

const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '07:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '08:00', close: '13:00' },
];

async function seedGroup(handle: DbHandle, now: Date): Promise<BenchPlace[]> {
  const { db } = handle;
  const ids: number[] = [];
  for (let d = 0; d < 3; d += 1) {
    const [row] = await db.insert(dealerships).values({ slug: `bench-group-${d}`, name: `Bench Group ${d}` }).returning({ id: dealerships.id });
    ids.push(row!.id);
    for (const kind of ['test-drive', 'service'] as const) await saveBookingSettings(db, row!.id, kind, SETTINGS[kind]);
  }
  const group: BenchPlace[] = [];
  for (let i = 0; i < LOCATIONS; i += 1) {
    const timeZone = ZONES[i % ZONES.length]!;
    const [location] = await db
      .insert(locations)
      .values({
        dealershipId: ids[i % 3]!,
        name: `Bench Location ${i}`,
        slug: `bench-location-${i}`,
        locationType: i % 2 === 0 ? 'sales' : 'service',
        street: `${i} Bench St`,
        city: 'Benchville',
        state: 'NSW',
        postcode: '2000',
        timeZone,
      })
      .returning({ id: locations.id });
    await db.insert(openingHours).values(WEEK.map((day) => ({ locationId: location!.id, ...day })));
    const holiday = { date: shiftDate(localMoment(now, timeZone).date, 3 + (i % 4)).date, status: 'Closed', startHour: null, endHour: null, name: 'Bench holiday' };
    await db.insert(specialHours).values({ locationId: location!.id, ...holiday });
    group.push({ id: location!.id, dealershipId: ids[i % 3]!, openingHours: WEEK, specialHours: [holiday], timeZone });
  }
  return group;
}

/** 10,000 bookings spread over the group's slots, never more in a slot than its places. */
async function seedBookings(handle: DbHandle, group: BenchPlace[], now: Date): Promise<void> {
  const next = random(27);
  const held = new Map<string, { locationId: number; kind: BookingKind; startsAt: Date; capacity: number; booked: number }>();
  const rows: (typeof bookings.$inferInsert)[] = [];
  const grids = group.flatMap((location) =>
    (['test-drive', 'service'] as const).map((kind) => {
      const { timeZone } = location;
      const capacity = capacityOf(kind, SETTINGS[kind]);
      const query = { weekly: location.openingHours, special: location.specialHours, timeZone, now: now.getTime(), slotMinutes: SETTINGS[kind].slotMinutes, leadMinutes: 0, horizonDays: HORIZON_DAYS, capacity, booked: new Map<number, number>() };
      return { location, kind, timeZone, capacity, slots: slotsOf(query) };
    }),
  );
  while (rows.length < BOOKINGS) {
    const grid = grids[Math.floor(next() * grids.length)]!;
    const slot = grid.slots[Math.floor(next() * grid.slots.length)];
    if (!slot) continue;
    const key = `${grid.location.id}/${grid.kind}/${slot.startsAt}`;
    const place = held.get(key) ?? { locationId: grid.location.id, kind: grid.kind, startsAt: new Date(slot.startsAt), capacity: grid.capacity, booked: 0 };
    if (place.booked >= place.capacity) continue;
    place.booked += 1;
    held.set(key, place);
    rows.push({ dealershipId: grid.location.dealershipId, locationId: grid.location.id, kind: grid.kind, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), timeZone: grid.timeZone });
  }
  for (let i = 0; i < rows.length; i += 1000) await handle.db.insert(bookings).values(rows.slice(i, i + 1000));
  const places = [...held.values()];
  for (let i = 0; i < places.length; i += 1000) await handle.db.insert(bookingSlots).values(places.slice(i, i + 1000));
}

export async function benchSlots(engine: string, handle: DbHandle): Promise<SlotsBench> {
  await migrate(handle);
  const now = new Date();
  const group = await seedGroup(handle, now);
  await seedBookings(handle, group, now);
  const ask = (location: BenchPlace, i: number) => availableBookings(handle.db, location, i % 2 === 0 ? 'test-drive' : 'service', location.timeZone, now);
  const offered = (await Promise.all(group.map((location, i) => ask(location, i)))).reduce((sum, answer) => sum + answer.days.reduce((n, day) => n + day.times.length, 0), 0);
  const oneLocation = await measure(RUNS, 30, (i) => ask(group[i % group.length]!, Math.floor(i / group.length)));
  const wholeGroup = await measure(Math.max(30, Math.floor(RUNS / 5)), 5, (i) => Promise.all(group.map((location, j) => ask(location, i + j))));
  return {
    engine,
    locations: group.length,
    bookings: BOOKINGS,
    horizonDays: HORIZON_DAYS,
    freeSlotsOffered: offered,
    oneLocation,
    wholeGroup,
    goalMs: GOAL_MS,
    met: oneLocation.p95 < GOAL_MS && wholeGroup.p95 < GOAL_MS,
  };
}
