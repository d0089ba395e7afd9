/** SPEC 9 currency quick picks: the standard amounts, or $300,000 to $800,000 on luxury sites. */
export const STANDARD_QUICK_PICKS: readonly number[] = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000];
const LUXURY_QUICK_PICKS: readonly number[] = [300000, 400000, 500000, 600000, 700000, 800000];

export function quickPicksFor(luxury: boolean): readonly number[] {
  return luxury ? LUXURY_QUICK_PICKS : STANDARD_QUICK_PICKS;
}

/**
 * A deposit is a part of the price, so SPEC 9's price amounts make no sense there (a $300,000
 * deposit on a luxury site, issue 26): deposit picks run from a small deposit to about a quarter
 * of the dearest price pick.
 */
const STANDARD_DEPOSIT_PICKS: readonly number[] = [1000, 2000, 3000, 5000, 10000, 15000, 20000];
const LUXURY_DEPOSIT_PICKS: readonly number[] = [20000, 30000, 50000, 75000, 100000, 150000, 200000];

export function depositQuickPicksFor(luxury: boolean): readonly number[] {
  return luxury ? LUXURY_DEPOSIT_PICKS : STANDARD_DEPOSIT_PICKS;
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
