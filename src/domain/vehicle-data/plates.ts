import { REGO_MESSAGE } from '../validation/messages';

/**
 * Registration plates per Australian state or territory (SPEC 5 asks for a rego; the formats are
 * ours, from each registry's general issue). Every state also issues personalised plates of one to
 * six letters and digits; SA and WA general issue plates are seven characters long, so a seven
 * character plate is only valid there. Plates are compared without spaces, hyphens or case.
 */
export const AU_PLATE_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuPlateState = (typeof AU_PLATE_STATES)[number];

/** The current general issue series of each state, as a pattern and as a template for the demo's plates (L letter, D digit). */
const GENERAL_ISSUE: Readonly<Record<AuPlateState, string>> = {
  ACT: 'YLLDDL',
  NSW: 'LLDDLL',
  NT: 'LLDDLL',
  QLD: 'DDDLLL',
  SA: 'SDDDLLL',
  TAS: 'LDDLL',
  VIC: 'DLLDLL',
  WA: 'DLLLDDD',
};

const PERSONALISED = /^[A-Z0-9]{1,6}$/;

export const STATE_MESSAGE = 'Please choose the state or territory the car is registered in.';

function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}

export function isAuPlateState(state: string): state is AuPlateState {
  return (AU_PLATE_STATES as readonly string[]).includes(state);
}

function generalIssuePattern(template: string): RegExp {
  const body = [...template].map((symbol) => (symbol === 'L' ? '[A-Z]' : symbol === 'D' ? '[0-9]' : symbol)).join('');
  return new RegExp(`^${body}$`);
}

/** Whether `plate` (already normalised) can be a plate of `state`. */
export function isPlateOf(plate: string, state: AuPlateState): boolean {
  return PERSONALISED.test(plate) || generalIssuePattern(GENERAL_ISSUE[state]).test(plate);
}

export type PlateCheck = { ok: true; plate: string; state: string } | { ok: false; field: 'rego' | 'state'; message: string };

/**
 * A plate and where it was issued, as a lookup takes them. Sites outside Australia name a region in
 * their own words; there the plate is only held to the general rego rule (letters and digits, at
 * most nine), since we know no per-region format.
 */
export function checkPlate(rawPlate: string, rawState: string, australian: boolean): PlateCheck {
  const plate = normalisePlate(rawPlate);
  const state = rawState.trim().toUpperCase();
  if (australian) {
    if (!isAuPlateState(state)) return { ok: false, field: 'state', message: STATE_MESSAGE };
    return isPlateOf(plate, state) ? { ok: true, plate, state } : { ok: false, field: 'rego', message: REGO_MESSAGE };
  }
  return /^[A-Z0-9]{1,9}$/.test(plate) ? { ok: true, plate, state } : { ok: false, field: 'rego', message: REGO_MESSAGE };
}

/** The `index`th plate of a state's general issue series: the demo network's cars carry these. */
export function generalIssuePlate(state: AuPlateState, index: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let rest = Math.abs(Math.trunc(index));
  const symbols = [...GENERAL_ISSUE[state]].reverse().map((symbol) => {
    if (symbol !== 'L' && symbol !== 'D') return symbol;
    const base = symbol === 'L' ? letters.length : 10;
    const digit = rest % base;
    rest = Math.floor(rest / base);
    return symbol === 'L' ? letters[digit] : String(digit);
  });
  return symbols.reverse().join('');
}
