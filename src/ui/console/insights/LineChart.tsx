import { axisMax, seriesText } from '@/domain/insights/chart-text';
import type { Series } from '@/domain/insights/report';

/**
 * The day-by-day chart: one line per figure, told apart by colour and by dash (never colour
 * alone), a legend in HTML, and the figures per day as a table. Drawn on the server as SVG.
 */
const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 10;
const DASHES = ['', '6 4', '2 3', '10 3 2 3'];

export function LineChart({ id, title, days, series }: { id: string; title: string; days: readonly string[]; series: readonly Series[] }) {
  const top = axisMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (index: number) => LEFT + (days.length <= 1 ? plotWidth / 2 : (plotWidth * index) / (days.length - 1));
  const y = (value: number) => TOP + plotHeight - (plotHeight * value) / top;
  const text = series.map((s) => seriesText(s.label, days, s.values)).join(' ');
  return (
    <figure className="insights-chart insights-chart-wide" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-chart-title">
        {title}
      </figcaption>
      <ul className="insights-legend">
        {series.map((s, index) => (
          <li key={s.key}>
            <svg viewBox="0 0 28 10" width="28" height="10" aria-hidden="true">
              <line x1={0} y1={5} x2={28} y2={5} className={`insights-line insights-line-${index}`} strokeDasharray={DASHES[index % DASHES.length]} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-svg-title`} aria-describedby={`${id}-summary`} className="insights-svg">
        <title id={`${id}-svg-title`}>{title}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} className="insights-gridline" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="insights-svg-axis">
              {tick.toLocaleString('en-AU')}
            </text>
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 6} className="insights-svg-axis">
          {days[0]}
        </text>
        <text x={WIDTH - 8} y={HEIGHT - 6} textAnchor="end" className="insights-svg-axis">
          {days.at(-1)}
        </text>
        {series.map((s, index) => (
          <polyline
            key={s.key}
            points={s.values.map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}
            className={`insights-line insights-line-${index}`}
            strokeDasharray={DASHES[index % DASHES.length]}
          />
        ))}
      </svg>
      <p id={`${id}-summary`} className="insights-chart-summary">
        {text}
      </p>
      <details className="insights-figures">
        <summary>Figures as a table</summary>
        <div className="insights-table-scroll">
          <table className="insights-table">
            <caption className="insights-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="insights-number">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {series.map((s) => (
                    <td key={s.key} className="insights-number">
                      {(s.values[index] ?? 0).toLocaleString('en-AU')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
