/** SPEC 9 currency quick picks: the standard amounts, or $300,000 to $800,000 on luxury sites. */
export const STANDARD_QUICK_PICKS: readonly number[] = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000];
const LUXURY_QUICK_PICKS: readonly number[] = [300000, 400000, 500000, 600000, 700000, 800000];

export function quickPicksFor(luxury: boolean): readonly number[] {
  return luxury ? LUXURY_QUICK_PICKS : STANDARD_QUICK_PICKS;
}

/** '$25,000': dollar prefix and thousands separators (SPEC 5 currency field). */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-AU')}`;
}

/** What the shopper typed, laid out with separators as they type: '25000' -> '25,000'. */
export function groupThousands(typed: string): string {
  const [whole = '', cents] = typed.replace(/[^\d.]/g, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents.slice(0, 2)}`;
}
