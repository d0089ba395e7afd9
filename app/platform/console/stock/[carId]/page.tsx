import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deleteCarForm, quickState, saveCarForm } from '@/console/actions/stock';
import { consolePage } from '@/console/respond';
import { requireStaff } from '@/console/session';
import { loadCarEditor } from '@/console/stock/car-editor';
import { carPreviewUrl } from '@/domain/console/car-preview';
import { CarActions } from '@/ui/console/stock/CarActionsBar';
import { CarForm } from '@/ui/console/stock/CarForm';

export const metadata: Metadata = { title: 'Car' };

type Props = { params: Promise<{ carId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The car editor: every field a feed can carry, status changes, duplicate, delete, and where to see the car. */
export default async function CarEditorPage({ params, searchParams }: Props) {
  const actor = await requireStaff();
  const { carId: raw } = await params;
  const carId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (carId === null) notFound();
  const editor = await consolePage(() => loadCarEditor(actor, carId));
  const requestHeaders = await headers();
  const origin = { protocol: requestHeaders.get('x-forwarded-proto') === 'https' ? ('https:' as const) : ('http:' as const), host: requestHeaders.get('host') ?? 'localhost' };
  const created = (await searchParams).created === '1';
  return (
    <main className="console-main">
      <p>
        <Link href="/console/stock">← Stock</Link>
      </p>
      <h1>
        {editor.title} <span className="console-muted">· {editor.stocknum}</span>
      </h1>
      {created ? (
        <p className="console-notice" role="status">
          The car was added.
        </p>
      ) : null}
      <CarActions
        editor={editor}
        previews={editor.sites.map((s) => ({ name: s.name, url: carPreviewUrl(origin, s.slug, editor.slug) }))}
        stateAction={quickState.bind(null, editor.carId)}
        deleteAction={deleteCarForm.bind(null, editor.carId)}
      />
      <CarForm
        values={editor.values}
        locations={editor.locations}
        action={saveCarForm.bind(null, editor.carId)}
        submitLabel="Save the car"
        stocknumFixed
        readOnly={!editor.canWrite}
      />
    </main>
  );
}
