import type { Metadata } from 'next';
import { listPhotos } from '@/console/photos/service';
import { consolePage } from '@/console/respond';
import { requireStaff } from '@/console/session';
import { PhotoManager } from '@/ui/console/photos/PhotoManager';
import '@/ui/styles/console-photos.css';

export const metadata: Metadata = { title: 'Photos' };

/** /console/stock/{carId}/photos: the car's uploaded photos (issue 28); a car of another dealership is not found. */
export default async function CarPhotosPage({ params }: { params: Promise<{ carId: string }> }) {
  const { carId } = await params;
  const actor = await requireStaff();
  const { car, photos, feedPhotos } = await consolePage(() => listPhotos(actor, Number(carId)));
  return (
    <main className="console-main">
      <h1>Photos of the {car.name}</h1>
      <p className="console-muted">
        Stock number {car.stocknum}. The main photo leads on the car page, in search and on cards; the others follow in this order
        {feedPhotos.length > 0 ? `, then the ${feedPhotos.length} ${feedPhotos.length === 1 ? 'photo' : 'photos'} from the stock feed` : ''}.
      </p>
      <PhotoManager filesUrl={`/console/stock/${car.id}/photos/files`} carName={car.name} initial={photos} />
    </main>
  );
}
