import { useId } from 'react';
import type { AmortisationSchedule } from '../../domain/finance';
import { chartBars } from './chart';

const BOX = { width: 320, height: 140, gap: 10 };
const AXIS = 18;

/** Principal and interest paid in each year of the loan, as a stacked bar chart with a table for screen readers. */
export function RepaymentChart({ schedule, format }: { schedule: AmortisationSchedule; format: (amount: number) => string }) {
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
        <title id={`${id}-title`}>Principal and interest by year</title>
        <desc id={`${id}-desc`}>
          {`Over ${schedule.years.length} years you repay ${format(schedule.totalPrincipal)} of principal and ${format(schedule.totalInterest)} of interest${schedule.balloon > 0 ? `, with a ${format(schedule.balloon)} balloon at the end` : ''}.`}
        </desc>
        {bars.map((bar) => (
          <g key={bar.year}>
            <rect className="chart-principal" x={bar.x} y={bar.principalY} width={bar.width} height={bar.principalHeight} />
            <rect className="chart-interest" x={bar.x} y={bar.interestY} width={bar.width} height={bar.interestHeight} />
            <text x={bar.x + bar.width / 2} y={BOX.height + AXIS - 4} textAnchor="middle" className="chart-label">
              {`Y${bar.year}`}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        <span className="legend-principal">Principal {format(schedule.totalPrincipal)}</span>
        <span className="legend-interest">Interest {format(schedule.totalInterest)}</span>
      </figcaption>
      <div className="visually-hidden">
        <table>
          <caption>Principal and interest by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Principal</th>
              <th scope="col">Interest</th>
              <th scope="col">Owing at year end</th>
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
