import { axisMax, rowsText } from '@/domain/insights/chart-text';
import type { Row } from '@/domain/insights/report';
import { FiguresTable } from './FiguresTable';

/**
 * A horizontal bar chart drawn on the server (docs/decisions/037-insights-charts-as-server-svg.md):
 * each bar is an SVG stretched to its share of the row, and the labels and values are page text,
 * so they keep their size and wrap at any width (a car's full name at 390 px). The chart is one
 * image to assistive technology, named by its title and described by the sentence under it that
 * reads the figures out; the same figures follow as a table.
 */
/** The share of a row the longest bar may take: the rest is room for its value. */
const BAR_ROOM = 85;

export function BarChart({ id, title, rows, valueLabel }: { id: string; title: string; rows: readonly Row[]; valueLabel: string }) {
  if (rows.length === 0) {
    return (
      <figure className="insights-chart" aria-labelledby={`${id}-title`}>
        <figcaption id={`${id}-title`} className="insights-chart-title">
          {title}
        </figcaption>
        <p className="insights-empty">Nothing recorded in this range.</p>
      </figure>
    );
  }
  const top = axisMax(Math.max(...rows.map((row) => row.count)));
  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-chart-title">
        {title}
      </figcaption>
      <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="insights-bars">
        {rows.map((row) => (
          <div key={row.label} className="insights-bar-row">
            <span className="insights-bar-label">{row.label}</span>
            <span className="insights-bar-track">
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="insights-bar-svg" width={`${Math.max(0.5, (BAR_ROOM * row.count) / top)}%`}>
                <rect x={0} y={0} width={100} height={10} className="insights-bar" />
              </svg>
              <span className="insights-bar-value">{row.count.toLocaleString('en-AU')}</span>
            </span>
          </div>
        ))}
      </div>
      <p id={`${id}-summary`} className="insights-chart-summary">
        {rowsText(title, rows)}
      </p>
      <FiguresTable caption={title} head={['', valueLabel]} rows={rows} />
    </figure>
  );
}
