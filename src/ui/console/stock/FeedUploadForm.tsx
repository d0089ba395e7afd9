'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { csvHeaderCells, MAPPING_FIELD_PREFIX } from '@/domain/console/feed-upload';
import { FEED_COLUMNS, type FeedColumn } from '@/domain/stock-feed/columns';

type Progress = {
  id: number;
  status: 'running' | 'done' | 'failed';
  dry_run: boolean;
  bytes_read: number;
  bytes_total: number;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  unit: string;
  error: string | null;
};

const POLL_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The column a header maps to: the saved mapping's, else the header itself when it is one of ours, else none. */
function guess(header: string, saved: Record<string, FeedColumn>): string {
  const savedColumn = Object.entries(saved).find(([from]) => from.trim().toLowerCase() === header.trim().toLowerCase())?.[1];
  if (savedColumn) return savedColumn;
  const own = header.trim().toLowerCase();
  return (FEED_COLUMNS as readonly string[]).includes(own) ? own : '';
}

/**
 * Upload a stock feed file: for a CSV, its header cells are read in the browser and each mapped to
 * one of our columns (the dealership's saved mapping filled in); a dry run first shows what would
 * change. The file goes to the server, which answers at once; the progress bar follows the
 * import's recorded progress until it ends.
 */
export function FeedUploadForm({ dealershipId, savedMapping }: { dealershipId: number; savedMapping: Record<string, FeedColumn> }) {
  const router = useRouter();
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);

  const onFile = async (file: File | undefined) => {
    setProgress(null);
    setError(null);
    if (!file || !/\.csv$/i.test(file.name)) {
      setHeaders([]);
      return;
    }
    const cells = csvHeaderCells(await file.slice(0, 65_536).text());
    setHeaders(cells);
    setMapping(Object.fromEntries(cells.map((h) => [h, guess(h, savedMapping)])));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('dealership', String(dealershipId));
    if (headers.length > 0) {
      data.set('save_mapping', 'true');
      for (const header of headers) data.set(`${MAPPING_FIELD_PREFIX}${header}`, mapping[header] ?? '');
    }
    setSending(true);
    setError(null);
    setProgress(null);
    try {
      const answer = await fetch('/console/stock/import/upload', { method: 'POST', body: data });
      const body = (await answer.json().catch(() => ({}))) as { id?: number; message?: string; errors?: Record<string, string[]> };
      if (answer.status !== 202 || body.id === undefined) {
        setError(Object.values(body.errors ?? {}).flat()[0] ?? body.message ?? 'The file could not be sent. Please try again.');
        return;
      }
      for (;;) {
        const state = (await (await fetch(`/console/stock/import/${body.id}`, { cache: 'no-store' })).json()) as Progress;
        setProgress(state);
        if (state.status !== 'running') break;
        await wait(POLL_MS);
      }
      router.refresh();
    } catch {
      setError('The connection was lost. The import history below shows whether the file was read.');
    } finally {
      setSending(false);
    }
  };

  const percent = progress ? Math.round((progress.bytes_read / Math.max(1, progress.bytes_total)) * 100) : 0;
  return (
    <form className="console-form feed-upload" onSubmit={onSubmit} noValidate>
      <label htmlFor="feed-file">Feed file (CSV, JSON or XML, up to 10 MB)</label>
      <input id="feed-file" name="file" type="file" accept=".csv,.json,.xml,text/csv,application/json,application/xml,text/xml" required onChange={(e) => void onFile(e.currentTarget.files?.[0])} />
      {headers.length > 0 ? (
        <fieldset className="feed-mapping">
          <legend>Your columns</legend>
          <p className="console-muted">Say which of our fields each column of your file holds. The choice is saved for your next file.</p>
          {headers.map((header, i) => (
            <div key={`${header}-${i}`} className="feed-mapping-row">
              <label htmlFor={`map-${i}`}>{header || '(no name)'}</label>
              <select id={`map-${i}`} value={mapping[header] ?? ''} onChange={(e) => setMapping({ ...mapping, [header]: e.currentTarget.value })}>
                <option value="">Not imported</option>
                {FEED_COLUMNS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      <label className="car-flag">
        <input type="checkbox" name="dry_run" value="true" defaultChecked /> Dry run: show what would change, change nothing
      </label>
      <label className="car-flag">
        <input type="checkbox" name="full" value="true" /> This file lists our whole stock: mark cars it does not list as sold
      </label>
      <button type="submit" className="console-button" disabled={sending}>
        {sending ? 'Importing…' : 'Upload'}
      </button>
      {error ? (
        <p className="console-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {progress ? (
        <div className="feed-progress" role="status">
          <label htmlFor="feed-progress-bar">{progress.status === 'running' ? 'Reading the file' : 'File read'}</label>
          <progress id="feed-progress-bar" max={100} value={progress.status === 'done' ? 100 : percent}>
            {percent}%
          </progress>
          {progress.status === 'failed' ? <p className="console-form-error">Nothing was changed: {progress.error}</p> : null}
          {progress.status === 'done' ? (
            <>
              <p>
                <strong>{progress.dry_run ? 'Dry run: nothing was changed. Importing this file would' : 'Imported:'}</strong>
              </p>
              <ul className="feed-counts">
                <li>{progress.dry_run ? 'add' : 'added'} {progress.added}</li>
                <li>{progress.dry_run ? 'change' : 'changed'} {progress.updated}</li>
                <li>{progress.dry_run ? 'leave' : 'left'} {progress.unchanged} as they are</li>
                <li>{progress.dry_run ? 'remove (mark sold)' : 'removed (marked sold)'} {progress.removed}</li>
                <li>
                  reject {progress.rejected} {progress.unit === 'record' ? 'records' : 'rows'}
                  {progress.rejected > 0 ? (
                    <>
                      {' '}
                      (<a href={`/console/stock/import/${progress.id}/rejected`}>download the rejected rows with the reason for each</a>)
                    </>
                  ) : null}
                </li>
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
