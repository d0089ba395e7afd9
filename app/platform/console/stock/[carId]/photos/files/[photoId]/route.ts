import { assertSameOrigin } from '@/console/csrf';
import { jsonAnswer, photoErrorAnswer } from '@/console/photos/answers';
import { deletePhoto, listPhotos } from '@/console/photos/service';
import { requireApiStaff } from '@/console/session';

/** DELETE: removes one photo of the car (and its files); answers the photos left. */
export async function DELETE(request: Request, ctx: { params: Promise<{ carId: string; photoId: string }> }): Promise<Response> {
  try {
    assertSameOrigin(request);
    const actor = await requireApiStaff();
    const { carId, photoId } = await ctx.params;
    await deletePhoto(actor, Number(carId), photoId);
    return jsonAnswer(await listPhotos(actor, Number(carId)));
  } catch (error) {
    return photoErrorAnswer(error);
  }
}
