import type { Metadata } from 'next';
import { restoreAction } from '@/console/site/actions';
import { editorPage, historyPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { HistoryList } from '@/ui/console/site/HistoryList';

export const metadata: Metadata = { title: 'History' };

/** Every published version with who made it and what changed; a manager or owner restores an earlier one. */
export default async function HistoryPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const [editor, history] = await Promise.all([editorPage(siteId), historyPage(siteId)]);
  const timeZone = siteConfigSchema.parse(editor.live.website.config).timezone;
  const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const items = history.map((h) => ({ version: h.version, by: h.by, note: h.note, at: when.format(h.at), changes: h.changes }));
  const restores = editor.canPublish ? Object.fromEntries(history.map((h) => [h.version, restoreAction.bind(null, editor.site.id, h.version)])) : null;
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <p className="console-hint">Every version the site has shown. Restoring one publishes it again as a new version; lead destinations are not changed.</p>
      <HistoryList items={items} restores={restores} />
    </section>
  );
}
