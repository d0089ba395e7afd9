import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation/messages';
import { checkPlate } from './plates';
import { isValidVin, normaliseVin, VIN_MESSAGE } from './vin';

/** What a registration lookup is asked: a plate and where it was issued, or a VIN. */
export type RegistrationQuery = { kind: 'plate'; plate: string; state: string } | { kind: 'vin'; vin: string };

/** A vehicle as the registry describes it; a provider leaves out what it does not know. */
export type RegisteredVehicle = {
  year: number;
  make: string;
  model: string;
  variant: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  colour: string | null;
  /** YYYY-MM-DD. */
  registrationExpiry: string | null;
  vin: string | null;
  plate: string | null;
  state: string | null;
};

/**
 * Finds a vehicle by its plate or VIN (SPEC 7 /api/nevdis and /api/simple-autograb-lookup). Null
 * means the registry knows no such vehicle; a provider that cannot answer throws ProviderUnavailable.
 */
export interface RegistrationLookup {
  find(query: RegistrationQuery): Promise<RegisteredVehicle | null>;
}

const text = z.string({ error: REQUIRED_MESSAGE }).max(40);

/** The lookup's body: `rego` with `state` (or `regoState`, the valuation call's name), or `vin`. */
const bodySchema = z.object({ rego: text.optional(), state: text.optional(), regoState: text.optional(), vin: text.optional() });

type FieldMessages = Record<string, string[]>;
type ParsedQuery = { ok: true; query: RegistrationQuery } | { ok: false; errors: FieldMessages };

/** Reads and checks a lookup request with the SPEC 5 rules; `australian` sites take the state codes. */
export function parseRegistrationQuery(body: unknown, australian: boolean): ParsedQuery {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: { rego: [REQUIRED_MESSAGE] } };
  const { rego, vin } = parsed.data;
  const state = parsed.data.state ?? parsed.data.regoState ?? '';
  if (vin !== undefined && vin.trim() !== '') {
    return isValidVin(vin) ? { ok: true, query: { kind: 'vin', vin: normaliseVin(vin) } } : { ok: false, errors: { vin: [VIN_MESSAGE] } };
  }
  if (rego === undefined || rego.trim() === '') return { ok: false, errors: { rego: [REQUIRED_MESSAGE] } };
  const checked = checkPlate(rego, state, australian);
  return checked.ok ? { ok: true, query: { kind: 'plate', plate: checked.plate, state: checked.state } } : { ok: false, errors: { [checked.field]: [checked.message] } };
}

/** One cache key per distinct question, whatever spacing or case the shopper typed. */
export function queryKey(query: RegistrationQuery): string {
  return query.kind === 'vin' ? `vin:${query.vin}` : `plate:${query.state}:${query.plate}`;
}
