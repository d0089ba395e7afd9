import Link from 'next/link';
import type { FormState } from '@/domain/console/form-state';
import type { StockState } from '@/domain/console/stock-status';
import { CarStateButtons, DeleteCar } from './CarActions';

type Props = {
  editor: { carId: number; state: StockState; canWrite: boolean };
  previews: { name: string; url: string }[];
  stateAction: (state: FormState<{ at: number }>, form: FormData) => Promise<FormState<{ at: number }>>;
  deleteAction: (state: FormState, form: FormData) => Promise<FormState>;
};

/** What can be done with a car besides editing its fields: see it on each site, its photos, status, duplicate, delete. */
export function CarActions({ editor, previews, stateAction, deleteAction }: Props) {
  return (
    <section className="car-actions" aria-label="The car on the sites">
      <ul className="car-previews">
        {previews.map((p) => (
          <li key={p.url}>
            <a href={p.url} target="_blank" rel="noopener">
              See it on {p.name}
            </a>
          </li>
        ))}
        <li>
          <Link href={`/console/stock/${editor.carId}/photos`}>Photos</Link>
        </li>
        {editor.canWrite ? (
          <li>
            <Link href={`/console/stock/new?from=${editor.carId}`}>Duplicate</Link>
          </li>
        ) : null}
      </ul>
      {editor.canWrite ? (
        <>
          <CarStateButtons current={editor.state} action={stateAction} />
          <DeleteCar action={deleteAction} />
        </>
      ) : (
        <p className="console-muted">Your role can see this car but not change it.</p>
      )}
    </section>
  );
}
