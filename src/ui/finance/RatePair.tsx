import type { RateDisclosure } from '../../domain/finance-locale';
import type { Messages } from '../../i18n/types';
import { fillNodes } from '../i18n/fill-nodes';

/**
 * The rate as the locale must disclose it. In Australia an interest rate with its comparison rate
 * beside it in the same size and weight: the credit rules forbid showing one without the other, or
 * the comparison rate less prominently. In the US the APR alone.
 */
export function RatePair({
  rates,
  interestRate,
  comparisonRate,
  texts,
}: {
  rates: RateDisclosure;
  interestRate: number;
  comparisonRate: number;
  texts: Pick<Messages['finance'], 'interestRate' | 'comparisonRate' | 'apr'>;
}) {
  if (rates === 'apr') {
    return (
      <p className="rate-pair">
        <span className="rate">{fillNodes(texts.apr.rate, { rate: <strong>{interestRate.toFixed(2)}%</strong> })}</span>
      </p>
    );
  }
  return (
    <p className="rate-pair">
      <span className="rate">{fillNodes(texts.interestRate, { rate: <strong>{interestRate.toFixed(2)}%</strong> })}</span>
      <span className="rate">{fillNodes(texts.comparisonRate, { rate: <strong>{comparisonRate.toFixed(2)}%</strong> })}</span>
    </p>
  );
}
