import { axisMax, seriesText } from '@/domain/insights/chart-text';
import type { Series } from '@/domain/insights/report';

/**
 * The day-by-day chart: one line per figure, told apart by colour and by dash (never colour
 * alone), with a legend. The lines are SVG stretched to the box (strokes keep their width); the
 * axis labels are page text beside it, so they keep their size at any width. One image to
 * assistive technology, described by the sentence under it; the figures per day follow as a table.
 */
const WIDTH = 1000;
const HEIGHT = 300;
const DASHES = ['', '8 5', '2 4', '12 4 2 4'];

export function LineChart({ id, title, days, series }: { id: string; title: string; days: readonly string[]; series: readonly Series[] }) {
  const top = axisMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (index: number) => (days.length <= 1 ? WIDTH / 2 : (WIDTH * index) / (days.length - 1));
  const y = (value: number) => HEIGHT - (HEIGHT * value) / top;
  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-chart-title">
        {title}
      </figcaption>
      <ul className="insights-legend" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.key}>
            <svg viewBox="0 0 28 10" width="28" height="10">
              <line x1={0} y1={5} x2={28} y2={5} className={`insights-line insights-line-${index}`} strokeDasharray={DASHES[index % DASHES.length]} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="insights-plot">
        <span className="insights-axis-y">
          <span>{top.toLocaleString('en-AU')}</span>
          <span>{(top / 2).toLocaleString('en-AU')}</span>
          <span>0</span>
        </span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="insights-plot-svg">
          {[0, top / 2, top].map((tick) => (
            <line key={tick} x1={0} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="insights-gridline" />
          ))}
          {series.map((s, index) => (
            <polyline
              key={s.key}
              points={s.values.map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}
              className={`insights-line insights-line-${index}`}
              strokeDasharray={DASHES[index % DASHES.length]}
            />
          ))}
        </svg>
        <span className="insights-axis-x">
          <span>{days[0]}</span>
          <span>{days.at(-1)}</span>
        </span>
      </div>
      <p id={`${id}-summary`} className="insights-chart-summary">
        {series.map((s) => seriesText(s.label, days, s.values)).join(' ')}
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
