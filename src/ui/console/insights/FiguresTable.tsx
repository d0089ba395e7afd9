import type { Row } from '@/domain/insights/report';

/** A chart's figures as a table (issue 31: every chart is also a table), folded under the chart. */
export function FiguresTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: readonly Row[] }) {
  return (
    <details className="insights-figures">
      <summary>Figures as a table</summary>
      <table className="insights-table">
        <caption className="insights-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col" className="insights-number">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="insights-number">{row.count.toLocaleString('en-AU')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
