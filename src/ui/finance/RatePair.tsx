/**
 * An interest rate with its comparison rate beside it in the same size and weight: Australian
 * credit rules forbid showing one without the other, or the comparison rate less prominently.
 */
export function RatePair({ interestRate, comparisonRate }: { interestRate: number; comparisonRate: number }) {
  return (
    <p className="rate-pair">
      <span className="rate">
        <strong>{interestRate.toFixed(2)}%</strong> p.a. interest rate
      </span>
      <span className="rate">
        <strong>{comparisonRate.toFixed(2)}%</strong> p.a. comparison rate*
      </span>
    </p>
  );
}
