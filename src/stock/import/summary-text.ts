import type { ImportSummary } from './service';

/** The summary a person reads at the end of an import: the counts, then each rejected row and why. */
export function summaryText(summary: ImportSummary): string {
  const kind = summary.partial ? 'partial feed' : 'full feed';
  const lines = [
    `${summary.file} (${kind}) into ${summary.site}: ${summary.rows} rows read`,
    `added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, sold ${summary.sold}, rejected ${summary.rejected.length}`,
    ...summary.rejected.map((r) => `  ${summary.unit} ${r.at}: ${r.reason}`),
  ];
  return lines.join('\n');
}
