import type { Metadata } from 'next';
import Link from 'next/link';
import { createCarForm } from '@/console/actions/stock';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { loadNewCarForm } from '@/console/stock/car-editor';
import { CarForm } from '@/ui/console/stock/CarForm';

export const metadata: Metadata = { title: 'Add a car' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const idOf = (value: string | string[] | undefined) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** A new car typed in by hand, or a duplicate of another (`?from=`), checked by the feed's rules. */
export default async function NewCarPage({ searchParams }: Props) {
  const { actor, dealership } = await requireStaffAt();
  const params = await searchParams;
  const fromCarId = idOf(params.from);
  const form = await consolePage(() => loadNewCarForm(actor, { dealershipId: idOf(params.dealership) ?? dealership?.id ?? null, fromCarId }));
  const name = form.dealerships.find((d) => d.id === form.dealershipId)?.name ?? '';
  return (
    <main className="console-main">
      <p>
        <Link href="/console/stock">← Stock</Link>
      </p>
      <h1>
        {fromCarId === null ? 'Add a car' : 'Duplicate a car'}
        {name ? <span className="console-muted"> · {name}</span> : null}
      </h1>
      {fromCarId !== null ? <p>Every field is copied but the stock number and VIN: give the new car its own.</p> : null}
      <CarForm values={form.values} locations={form.locations} action={createCarForm.bind(null, form.dealershipId)} submitLabel="Add the car" stocknumFixed={false} readOnly={false} />
    </main>
  );
}
