import { roleCan, type ConsoleAction, type StaffRole } from './roles';

/** The signed-in staff member as every console service receives it (resolved once per request). */
export interface StaffActor {
  readonly staffId: number;
  readonly email: string;
  readonly name: string;
  /** Platform operators hold every dealership with the operator role. */
  readonly isOperator: boolean;
  /** The dealerships this person works for, with their role at each (operators: every dealership). */
  readonly dealerships: ReadonlyArray<{ readonly id: number; readonly name: string; readonly role: StaffRole }>;
}

/**
 * Thrown when the dealership (or a record of it) is not one of the actor's: answered as 404, never
 * 403, so an id of another dealership is not confirmed to exist.
 */
export class ConsoleNotFoundError extends Error {
  constructor() {
    super('Not found');
    this.name = 'ConsoleNotFoundError';
  }
}

/** Thrown when the actor works for the dealership but their role may not do this: answered as 403. */
export class ConsoleForbiddenError extends Error {
  constructor(readonly action: ConsoleAction) {
    super('Your role does not allow this.');
    this.name = 'ConsoleForbiddenError';
  }
}

export function roleAt(actor: StaffActor, dealershipId: number): StaffRole | undefined {
  return actor.dealerships.find((d) => d.id === dealershipId)?.role;
}

/** The one check every console read and write passes: 404 outside the actor's dealerships, 403 beyond their role. */
export function authorize(actor: StaffActor, action: ConsoleAction, dealershipId: number): StaffRole {
  const role = roleAt(actor, dealershipId);
  if (role === undefined) throw new ConsoleNotFoundError();
  if (!roleCan(role, action)) throw new ConsoleForbiddenError(action);
  return role;
}

/** The actor's dealerships where their role allows the action: the scope of a list query. */
export function dealershipsAllowing(actor: StaffActor, action: ConsoleAction): number[] {
  return actor.dealerships.filter((d) => roleCan(d.role, action)).map((d) => d.id);
}
