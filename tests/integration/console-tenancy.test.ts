/// <reference types="vite/client" />
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../src/console/staff-create';
import { actorOf } from '../../src/console/staff-sessions';
import { staffById } from '../../src/db/queries/staff';
import { dealerships } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import type { StaffRole } from '../../src/domain/console/roles';
import { openSeededTestDatabase } from '../support/test-db';
import type { ForeignRecordCase, TenancyCase, TenancyWorld } from './console-tenancy/world';

/**
 * The console's tenancy table: rows come from tests/integration/console-tenancy/*.cases.ts (see
 * world.ts there). A staff member of another dealership gets 404 (ConsoleNotFoundError), never 403;
 * a role below the row's minimum gets 403 (ConsoleForbiddenError); the minimum role gets through.
 */
const modules = import.meta.glob<{ cases?: TenancyCase[]; foreignRecords?: ForeignRecordCase[] }>('./console-tenancy/*.cases.ts', { eager: true });
const CASES = Object.values(modules).flatMap((m) => m.cases ?? []);
const FOREIGN = Object.values(modules).flatMap((m) => m.foreignRecords ?? []);
const ROLES: Exclude<StaffRole, 'operator'>[] = ['sales', 'manager', 'owner'];
const below = (minimum: Exclude<StaffRole, 'operator'>) => ROLES.slice(0, ROLES.indexOf(minimum));

let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
let world: TenancyWorld;
let runs = 0;

async function actorFor(email: string, slug: string, role: Exclude<StaffRole, 'operator'>): Promise<StaffActor> {
  const made = await createStaffMember(handle.db, { email, dealership: slug, role });
  const person = await staffById(handle.db, made.id);
  if (!person) throw new Error(`no staff ${email}`);
  return actorOf(handle.db, person);
}

async function idOf(slug: string): Promise<number> {
  const [row] = await handle.db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, slug));
  if (!row) throw new Error(`no dealership ${slug}`);
  return row.id;
}

async function outcome(work: Promise<unknown>): Promise<'not found' | 'forbidden' | 'allowed'> {
  try {
    await work;
    return 'allowed';
  } catch (error) {
    if (error instanceof ConsoleNotFoundError) return 'not found';
    if (error instanceof ConsoleForbiddenError) return 'forbidden';
    throw error;
  }
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  world = {
    db: handle.db,
    home: await idOf('summit-mazda'),
    other: await idOf('harbour-toyota'),
    at: {
      sales: await actorFor('sales@tenancy.example', 'summit-mazda', 'sales'),
      manager: await actorFor('manager@tenancy.example', 'summit-mazda', 'manager'),
      owner: await actorFor('owner@tenancy.example', 'summit-mazda', 'owner'),
    },
    outsider: await actorFor('outsider@tenancy.example', 'harbour-toyota', 'owner'),
  };
  // Seeding the demo network takes minutes on a loaded machine.
}, 600_000);

afterAll(async () => {
  await handle?.drop();
});

describe('console tenancy', () => {
  it('has rows', () => {
    expect(CASES.length).toBeGreaterThan(0);
  });

  describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_, row) => {
    it('is not found for an owner of another dealership', async () => {
      expect(await outcome(row.run(world, world.outsider, world.home, (runs += 1)))).toBe('not found');
    });

    it.each(below(row.minimum).map((role) => [role]))('is forbidden for %s', async (role) => {
      expect(await outcome(row.run(world, world.at[role], world.home, (runs += 1)))).toBe('forbidden');
    });

    it(`is allowed for ${row.minimum}`, async () => {
      expect(await outcome(row.run(world, world.at[row.minimum], world.home, (runs += 1)))).toBe('allowed');
    });
  });

  describe.each(FOREIGN.map((c) => [c.name, c] as const))('%s', (_, row) => {
    it('is not found, even for an owner acting at their own dealership', async () => {
      const id = await row.make(world);
      expect(await outcome(row.run(world, world.at.owner, world.home, id))).toBe('not found');
    });
  });
});
