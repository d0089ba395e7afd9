import type { LeadMessage } from '../../domain/lead-message';
import { currencyOf, showPrice } from '../../domain/locale';

/**
 * Which vehicles an ADF/XML 1.0 lead names, and with what interest, from the lead's category.
 * ADF 1.0 requires at least one <vehicle> per prospect and allows only these interests, so every
 * lead kind maps onto them: a general enquiry names an empty vehicle, a service booking the
 * shopper's own car (ADF 1.0 has no service interest; the category travels in the comments and
 * the provider's <service>), a trade-in both the car wanted and the shopper's car.
 */

export const ADF_INTERESTS = ['buy', 'lease', 'sell', 'trade-in', 'test-drive'] as const;
type AdfInterest = (typeof ADF_INTERESTS)[number];
type AdfStatus = 'new' | 'used';

/** ADF 1.0's condition values; the forms offer the first four, capitalised. */
const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'unknown'] as const;
type AdfCondition = (typeof CONDITIONS)[number];

export type AdfVehicle = {
  interest: AdfInterest;
  status: AdfStatus;
  /** Year, make and model are always written (empty when unknown): ADF requires the elements. */
  year: string;
  make: string;
  model: string;
  vin: string | null;
  stock: string | null;
  trim: string | null;
  odometer: { value: number; units: 'km' | 'mi' } | null;
  /** ADF 1.0 declares <condition> but leaves it out of the vehicle's content model: it travels in the comments. */
  condition: AdfCondition | null;
  /** The dealer's advertised price of its car (quote), or the shopper's asking price for their own (asking). */
  price: { type: 'quote' | 'asking'; amount: number; currency: string } | null;
  finance: { downpayment: number | null; total: number | null } | null;
  comments: string | null;
};

/** What the lead is about, as far as its vehicles go. */
export type LeadKind = 'enquiry' | 'test-drive' | 'service' | 'trade-in' | 'sell' | 'valuation' | 'finance' | 'reservation' | 'lease';

/** Lead categories (src/forms/definitions) by the kind they are; anything else is an enquiry. */
const KIND_RULES: readonly [RegExp, LeadKind][] = [
  [/test-drive/, 'test-drive'],
  [/service/, 'service'],
  [/trade-in/, 'trade-in'],
  [/sell/, 'sell'],
  [/valuation/, 'valuation'],
  [/finance/, 'finance'],
  [/reserv/, 'reservation'],
  [/lease|subscription/, 'lease'],
];

export function leadKind(category: string): LeadKind {
  const lower = category.toLowerCase();
  return KIND_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'enquiry';
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A whole number from what a form sent ('45,000 km', '$12,500', 45000); null when there is none. */
export function wholeNumber(value: unknown): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const digits = raw.replace(/[^0-9.]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Math.round(Number(digits));
}

function condition(value: unknown): AdfCondition | null {
  const lower = text(value)?.toLowerCase();
  return CONDITIONS.find((c) => c === lower) ?? null;
}

function statusOf(lead: LeadMessage): AdfStatus {
  const type = lead.vehicle.carType ?? (/^(used|demo)-/.test(lead.category) ? 'used' : 'new');
  return type === 'new' ? 'new' : 'used';
}

const EMPTY: Omit<AdfVehicle, 'interest' | 'status'> = {
  year: '',
  make: '',
  model: '',
  vin: null,
  stock: null,
  trim: null,
  odometer: null,
  condition: null,
  price: null,
  finance: null,
  comments: null,
};

/** The dealer's car the lead is about (or an empty vehicle when it names none). */
function wantedCar(lead: LeadMessage, interest: AdfInterest, comments: string | null = null): AdfVehicle {
  const { vehicle } = lead;
  // A new car's few delivery kilometres and a price-on-application placeholder say nothing to a CRM.
  const km = vehicle.odometerKm !== null && vehicle.odometerKm > 0 ? vehicle.odometerKm : null;
  return {
    ...EMPTY,
    interest,
    status: statusOf(lead),
    year: vehicle.year === null ? '' : String(vehicle.year),
    make: vehicle.make ?? '',
    model: vehicle.model ?? '',
    vin: vehicle.vin,
    stock: vehicle.stockNumber,
    trim: text(vehicle.trim),
    odometer: km === null ? null : { value: km, units: 'km' },
    price: showPrice(vehicle.price) && vehicle.price !== null ? { type: 'quote', amount: vehicle.price, currency: currencyOf(lead.website.locale) } : null,
    comments,
  };
}

function joined(parts: (string | null)[]): string | null {
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length > 0 ? kept.join('; ') : null;
}

/** The shopper's own car's odometer, as typed in the site's distance unit (miles on US sites). */
function ownOdometer(lead: LeadMessage, value: unknown): AdfVehicle['odometer'] {
  const reading = wholeNumber(value);
  return reading === null ? null : { value: reading, units: lead.website.locale === 'en-US' ? 'mi' : 'km' };
}

/** The shopper's own car, from the trade-in, sell-my-car and valuation forms' answers. */
function ownCar(lead: LeadMessage, interest: AdfInterest, purpose: string): AdfVehicle {
  const { extra } = lead;
  const rego = text(extra.rego);
  const regoState = text(extra.rego_state);
  const owing = text(extra.finance_owing);
  const payout = wholeNumber(extra.payout_amount);
  const asking = wholeNumber(extra.asking_price);
  return {
    ...EMPTY,
    interest,
    status: 'used',
    year: text(extra.vehicle_year) ?? '',
    make: text(extra.vehicle_make) ?? '',
    model: text(extra.vehicle_model) ?? '',
    odometer: ownOdometer(lead, extra.odometer),
    condition: condition(extra.condition),
    price: asking === null ? null : { type: 'asking', amount: asking, currency: currencyOf(lead.website.locale) },
    comments: joined([
      purpose,
      rego ? `Rego: ${rego}${regoState ? ` (${regoState})` : ''}` : null,
      owing ? `Finance owing: ${owing}${payout !== null ? `, payout ${payout}` : ''}` : null,
    ]),
  };
}

/** The car to be serviced: the service form asks make and model as lead fields, the rest as answers. */
function serviceCar(lead: LeadMessage): AdfVehicle {
  const rego = text(lead.extra.rego);
  const due = text(lead.extra.service_interval);
  const when = text(lead.extra.booking_time);
  return {
    ...EMPTY,
    interest: 'buy',
    status: 'used',
    year: text(lead.extra.vehicle_year) ?? (lead.vehicle.year === null ? '' : String(lead.vehicle.year)),
    make: lead.vehicle.make ?? '',
    model: lead.vehicle.model ?? '',
    vin: lead.vehicle.vin,
    odometer: ownOdometer(lead, lead.extra.odometer),
    comments: joined(['Service booking for this vehicle', rego ? `Rego: ${rego}` : null, due, when ? `Booking: ${when}` : null]),
  };
}

function financeCar(lead: LeadMessage): AdfVehicle {
  const downpayment = wholeNumber(lead.extra.deposit);
  const total = wholeNumber(lead.extra.vehicle_price_budget);
  const finance = downpayment === null && total === null ? null : { downpayment, total };
  return { ...wantedCar(lead, 'buy', 'Finance enquiry'), finance };
}

export function adfVehicles(lead: LeadMessage): AdfVehicle[] {
  switch (leadKind(lead.category)) {
    case 'test-drive':
      return [wantedCar(lead, 'test-drive')];
    case 'service':
      return [serviceCar(lead)];
    case 'trade-in': {
      const trade = ownCar(lead, 'trade-in', 'Shopper’s vehicle to trade in');
      return lead.vehicle.carId === null ? [trade] : [wantedCar(lead, 'buy'), trade];
    }
    case 'sell':
      return [ownCar(lead, 'sell', 'Shopper’s vehicle for sale')];
    case 'valuation':
      return [ownCar(lead, 'sell', 'Valuation requested')];
    case 'finance':
      return [financeCar(lead)];
    case 'reservation':
      // A whitelisted dealer without a payment provider gets requests (docs/decisions/046-reservation-whitelist.md): nothing is paid or held yet.
      return [wantedCar(lead, 'buy', /request/.test(lead.category) ? 'Reservation requested without a deposit: confirm it with the shopper' : 'Reserved with a deposit')];
    case 'lease':
      return [wantedCar(lead, 'lease')];
    case 'enquiry':
      return [wantedCar(lead, 'buy')];
  }
}
