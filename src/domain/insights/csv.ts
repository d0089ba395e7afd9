import type { InsightsReport, Row } from './report';

/**
 * The insights report as one CSV file (issue 31): section, label, value and, for the headline
 * figures, the previous range's value. A cell a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) gets a leading apostrophe; quotes are doubled (RFC 4180).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function section(name: string, rows: Row[]): string[][] {
  return rows.map((row) => [name, row.label, String(row.count), '']);
}

export function reportCsv(report: InsightsReport): string {
  const lines: (string | number)[][] = [
    ['section', 'label', 'value', 'previous'],
    ['range', `${report.range.from} to ${report.range.to}`, '', `${report.previous.from} to ${report.previous.to}`],
    ...report.totals.map((total) => ['totals', total.label, total.current, total.previous]),
    ...report.daily.series.flatMap((series) => series.values.map((value, index) => [`daily ${series.label.toLowerCase()}`, report.daily.days[index] ?? '', value, ''])),
    ...section('funnel', report.funnel),
    ...section('leads by kind', report.leadsByKind),
    ...section('leads by page', report.leadsByPage),
    ...section('leads by campaign', report.leadsByCampaign),
    ...section('leads by referrer', report.leadsByReferrer),
    ...section('top cars by views', report.topCarsByViews),
    ...section('top cars by leads', report.topCarsByLeads),
    ...section('viewed, no leads', report.viewedWithoutLeads),
    ...section('searches that found nothing', report.emptySearches),
    ...section('stock age', report.stockAge),
  ];
  return `${lines.map((line) => line.map((cell) => (cell === '' ? '' : csvCell(cell))).join(',')).join('\r\n')}\r\n`;
}
