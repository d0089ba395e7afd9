import type { Metadata } from 'next';
import { saveMenuAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { MENU_LISTS } from '@/domain/site-editor/menus-form';
import { MenuForm } from '@/ui/console/site/MenuForm';

export const metadata: Metadata = { title: 'Menus' };

/** The header and footer menus of the draft, each saved on its own. */
export default async function MenusPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { navigation } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="menus-heading">
      <h2 id="menus-heading">Menus</h2>
      {editor.canWrite ? (
        MENU_LISTS.map((list) => (
          <section key={list} className="site-section" aria-labelledby={`${list}-menu-heading`}>
            <h3 id={`${list}-menu-heading`}>{list === 'header' ? 'Header menu' : 'Footer menu'}</h3>
            <MenuForm action={saveMenuAction.bind(null, editor.site.id, list)} list={list} items={navigation[list]} />
          </section>
        ))
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
