import { axisMax, rowsText } from '@/domain/insights/chart-text';
import type { Row } from '@/domain/insights/report';
import { FiguresTable } from './FiguresTable';

/**
 * A horizontal bar chart drawn on the server as SVG (docs/decisions/035-insights-charts-as-server-svg.md):
 * each row's label on its own line above its bar, so long car names and search words stay
 * readable at 390 px. The SVG is one image with a title, described by the sentence under it that
 * reads the figures out; the same figures follow as a table.
 */
const WIDTH = 600;
const ROW_HEIGHT = 44;
const BAR_HEIGHT = 16;
const VALUE_ROOM = 70;

export function BarChart({ id, title, rows, valueLabel }: { id: string; title: string; rows: readonly Row[]; valueLabel: string }) {
  const text = rowsText(title, rows);
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
  const height = rows.length * ROW_HEIGHT;
  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-chart-title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-svg-title`} aria-describedby={`${id}-summary`} className="insights-svg">
        <title id={`${id}-svg-title`}>{title}</title>
        {rows.map((row, index) => {
          const y = index * ROW_HEIGHT;
          const length = Math.max(2, ((WIDTH - VALUE_ROOM) * row.count) / top);
          return (
            <g key={row.label}>
              <text x={0} y={y + 14} className="insights-svg-label">
                {row.label.length > 70 ? `${row.label.slice(0, 69)}…` : row.label}
              </text>
              <rect x={0} y={y + 20} width={length} height={BAR_HEIGHT} rx={2} className="insights-bar" />
              <text x={length + 6} y={y + 33} className="insights-svg-value">
                {row.count.toLocaleString('en-AU')}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="insights-chart-summary">
        {text}
      </p>
      <FiguresTable caption={title} head={['', valueLabel]} rows={rows} />
    </figure>
  );
}
