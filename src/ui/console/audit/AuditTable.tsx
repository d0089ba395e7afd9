import type { AuditChange } from '../../../domain/console/audit-diff';

type Entry = { id: number; at: string; who: string; action: string; entity: string; entityId: string; changes: AuditChange[] };

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** The audit log: one row per change, its fields before and after. */
export function AuditTable({ entries }: { entries: readonly Entry[] }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">Changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td>{entry.who}</td>
              <td>
                {entry.action}
                <br />
                <span className="console-muted">
                  {entry.entity} {entry.entityId}
                </span>
              </td>
              <td>
                <ul className="console-diff">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <strong>{change.field}</strong>: <del>{change.before}</del> → <ins>{change.after}</ins>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
