import type { FinanceEstimate } from './finance-display';
import type { CalculatorQuote } from './finance-quote';
import type { MarketBadge } from './market-badge';
import type { ReservationMode } from './reservation';
import type { CardTag } from './tags';
import type { CarDetail, CarSummary, Location } from './types';

/**
 * Everything the car page renders, as plain data: one read of the car within the site's stock
 * scope, the rules applied to it, and similar stock, all at one instant (`now`).
 */
export type CarPage = {
  now: Date;
  car: CarDetail;
  location: Location | null;
  tag: CardTag | null;
  marketBadge: MarketBadge | null;
  finance: FinanceEstimate | null;
  /** How the car may be reserved now (SPEC 4), or null where it may not. */
  reservation: ReservationMode | null;
  /** The repayment calculator's starting loan: the lender's quote, else the SPEC 9 example. */
  calculator: CalculatorQuote;
  similar: CarSummary[];
  /** The car's schema.org JSON-LD, serialised for a script element. */
  jsonLd: string;
};
