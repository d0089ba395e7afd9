type Entry = {
  id: number;
  fileName: string;
  dryRun: boolean;
  partial: boolean;
  status: string;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  error: string | null;
  startedAt: string;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** The dealership's uploads, newest first, each with its counts and its rejected-rows report. */
export function ImportHistory({ history }: { history: Entry[] }) {
  if (history.length === 0) return <p className="console-muted">No file has been imported here yet.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">Import history</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">File</th>
            <th scope="col">Kind</th>
            <th scope="col">Result</th>
            <th scope="col">Rejected rows</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.id}>
              <td>{when(h.startedAt)}</td>
              <td>{h.fileName}</td>
              <td>
                {h.dryRun ? 'Dry run' : 'Import'}, {h.partial ? 'partial' : 'whole stock'}
              </td>
              <td>
                {h.status === 'running'
                  ? 'Running'
                  : h.status === 'failed'
                    ? `Nothing changed: ${h.error ?? 'the file could not be read'}`
                    : `${h.rows} rows: ${h.added} added, ${h.updated} changed, ${h.unchanged} unchanged, ${h.removed} removed`}
              </td>
              <td>{h.status === 'done' ? <a href={`/console/stock/import/${h.id}/rejected`}>Report (CSV)</a> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
