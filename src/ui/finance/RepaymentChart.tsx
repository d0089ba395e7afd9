import { useId } from 'react';
import type { AmortisationSchedule } from '../../domain/finance';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { chartBars } from './chart';

const BOX = { width: 320, height: 140, gap: 10 };
const AXIS = 18;

/** Principal and interest paid in each year of the loan, as a stacked bar chart with a table for screen readers. */
export function RepaymentChart({
  schedule,
  format,
  texts,
}: {
  schedule: AmortisationSchedule;
  format: (amount: number) => string;
  texts: Messages['finance']['chart'];
}) {
  const id = useId();
  const bars = chartBars(schedule.years, BOX);
  return (
    <figure className="repayment-chart">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height + AXIS}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="repayment-chart-svg"
      >
        <title id={`${id}-title`}>{texts.title}</title>
        <desc id={`${id}-desc`}>
          {fill(texts.summary, {
            years: schedule.years.length,
            principal: format(schedule.totalPrincipal),
            interest: format(schedule.totalInterest),
            balloon: schedule.balloon > 0 ? fill(texts.balloon, { amount: format(schedule.balloon) }) : '',
          })}
        </desc>
        {bars.map((bar) => (
          <g key={bar.year}>
            <rect className="chart-principal" x={bar.x} y={bar.principalY} width={bar.width} height={bar.principalHeight} />
            <rect className="chart-interest" x={bar.x} y={bar.interestY} width={bar.width} height={bar.interestHeight} />
            <text x={bar.x + bar.width / 2} y={BOX.height + AXIS - 4} textAnchor="middle" className="chart-label">
              {fill(texts.yearMark, { year: bar.year })}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        <span className="legend-principal">{fill(texts.principalTotal, { amount: format(schedule.totalPrincipal) })}</span>
        <span className="legend-interest">{fill(texts.interestTotal, { amount: format(schedule.totalInterest) })}</span>
      </figcaption>
      <div className="visually-hidden">
        <table>
          <caption>{texts.title}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.year}</th>
              <th scope="col">{texts.principal}</th>
              <th scope="col">{texts.interest}</th>
              <th scope="col">{texts.owing}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.years.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{format(y.principal)}</td>
                <td>{format(y.interest)}</td>
                <td>{format(y.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
