import { assertSameOrigin } from '@/console/csrf';
import { deletePhoto, listPhotos } from '@/console/photos/service';
import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';

/** DELETE: removes one photo of the car (and its files); answers the photos left. */
export const DELETE = consoleRoute(async (request: Request, ctx: { params: Promise<{ carId: string; photoId: string }> }) => {
  assertSameOrigin(request);
  const actor = await requireApiStaff();
  const { carId, photoId } = await ctx.params;
  await deletePhoto(actor, Number(carId), photoId);
  return Response.json(await listPhotos(actor, Number(carId)), { headers: { 'cache-control': 'no-store' } });
});
