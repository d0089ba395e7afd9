import type { Messages } from '../../i18n/types';
import { fillNodes } from '../i18n/fill-nodes';

/**
 * An interest rate with its comparison rate beside it in the same size and weight: Australian
 * credit rules forbid showing one without the other, or the comparison rate less prominently.
 */
export function RatePair({
  interestRate,
  comparisonRate,
  texts,
}: {
  interestRate: number;
  comparisonRate: number;
  texts: Pick<Messages['finance'], 'interestRate' | 'comparisonRate'>;
}) {
  return (
    <p className="rate-pair">
      <span className="rate">{fillNodes(texts.interestRate, { rate: <strong>{interestRate.toFixed(2)}%</strong> })}</span>
      <span className="rate">{fillNodes(texts.comparisonRate, { rate: <strong>{comparisonRate.toFixed(2)}%</strong> })}</span>
    </p>
  );
}
