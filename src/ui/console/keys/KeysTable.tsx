import type { FormState } from '../../../domain/console/form-state';
import { ActionForm } from '../forms/ActionForm';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
export type KeyView = { id: number; label: string | null; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });
const shown = (iso: string | null, none: string) => (iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : none);

/** The dealership's API keys with their last use; a live key can be revoked. */
export function KeysTable({ keys, revoke }: { keys: readonly KeyView[]; revoke: Action }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">API keys</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">For</th>
            <th scope="col">Made</th>
            <th scope="col">Last used</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{key.label ?? '—'}</td>
              <td>{shown(key.createdAt, '—')}</td>
              <td>{shown(key.lastUsedAt, 'Never')}</td>
              <td>
                {key.revokedAt ? (
                  <>Revoked {shown(key.revokedAt, '')}</>
                ) : (
                  <ActionForm action={revoke} submit="Revoke" label={`Revoke key ${key.prefix}`} pending="Revoking…" danger>
                    <input type="hidden" name="keyId" value={key.id} />
                  </ActionForm>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
