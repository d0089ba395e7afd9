import type { Db } from '../../../src/db/client';
import type { StaffActor } from '../../../src/domain/console/access';
import type { StaffRole } from '../../../src/domain/console/roles';

/**
 * The console's tenancy table (issue 28): every console service a page, route or action calls is
 * one row. The test (../console-tenancy.test.ts) runs each row as a staff member of another
 * dealership (expects ConsoleNotFoundError: 404), as each role below `minimum` at the row's own
 * dealership (expects ConsoleForbiddenError: 403), and as `minimum` (expects no console error).
 *
 * Add rows in a file of your own here, `<area>.cases.ts`, exporting `cases: TenancyCase[]`: the
 * test finds every such file, so nobody edits a shared list.
 */
export type TenancyWorld = {
  db: Db;
  /** The dealership the rows act on (Summit Mazda), and one of another tenant (Harbour Toyota). */
  home: number;
  other: number;
  /** Staff of `home` with each role, and an owner of `other` only. */
  at: Record<Exclude<StaffRole, 'operator'>, StaffActor>;
  outsider: StaffActor;
};

export type TenancyCase = {
  /** What the row is, as a page or action: "staff page: invite". */
  name: string;
  /** The least role that may do it. */
  minimum: Exclude<StaffRole, 'operator'>;
  /** Calls the service as `actor` on `dealershipId`, with a valid body; `run` number `n` differs per call so writes do not collide. */
  run: (world: TenancyWorld, actor: StaffActor, dealershipId: number, n: number) => Promise<unknown>;
};

/**
 * Rows for a record looked up by id: acting at the actor's own dealership with the id of another
 * dealership's record must be not found too. `run` gets an owner of `home` and a record of `other`.
 */
export type ForeignRecordCase = {
  name: string;
  /** Makes a record at `other` and answers its id. */
  make: (world: TenancyWorld) => Promise<number>;
  run: (world: TenancyWorld, actor: StaffActor, dealershipId: number, foreignId: number) => Promise<unknown>;
};
