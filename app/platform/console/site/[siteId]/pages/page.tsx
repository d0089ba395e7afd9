import type { Metadata } from 'next';
import Link from 'next/link';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { PAGE_KINDS } from '@/domain/site-editor/section-forms';

export const metadata: Metadata = { title: 'Pages and news' };

export default async function PagesPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { pages } = siteConfigSchema.parse(editor.draft.website.config).content;
  const base = `/console/site/${editor.site.id}/pages`;
  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading">Pages and news</h2>
      {editor.canWrite ? (
        <p>
          <Link href={`${base}/new`} className="console-button">
            Write a new page
          </Link>
        </p>
      ) : null}
      {pages.length === 0 ? <p>The site has no pages of its own yet.</p> : null}
      <table className="console-table">
        <caption className="visually-hidden">The site’s pages</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={`${p.kind}/${p.slug}`}>
              <td>{editor.canWrite ? <Link href={`${base}/${p.kind}/${p.slug}`}>{p.title}</Link> : p.title}</td>
              <td>{PAGE_KINDS.find((k) => k.value === p.kind)?.label ?? p.kind}</td>
              <td>{p.slug}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
