import type { CarStatus } from './types';

/**
 * The JSON parts of a car record (SPEC 3 "Car"): its photos, the finance lenders' estimates and
 * its payment processors. The cars table stores them in jsonb columns typed by these.
 */

export type CarImage = { url: string; thumbUrl: string };

/** One lender's estimate for a car, as a finance provider returns it (spec: finance lender record). */
export type FinanceLenderRecord = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  termYears?: number;
  termMonths?: number;
  termWeeks?: number;
  balloon?: number;
  deposit?: number;
  establishmentFees?: number;
  totalPayable?: number;
  disclaimer?: string;
  financeProvider: string;
  /** The lender's monthly repayment over an N-month term, e.g. term48 (src/domain/lender-terms.ts). */
  [term: `term${number}`]: number | undefined;
};

export type PaymentProcessor = {
  authorization_type: string;
  authorization_key: string | null;
  deposit_amount: number;
};

/** The fields a stock feed may change on a car; absent fields are left as they are. */
export type CarChange = {
  price?: number;
  beforePrice?: number | null;
  km?: number;
  status?: CarStatus;
  reserved?: boolean;
  showOnDealerWebsite?: boolean;
};
