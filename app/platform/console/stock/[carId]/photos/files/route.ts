import { assertSameOrigin } from '@/console/csrf';
import { jsonAnswer, photoErrorAnswer } from '@/console/photos/answers';
import { changePhotos, uploadPhotoFrom } from '@/console/photos/service';
import { requireApiStaff } from '@/console/session';
import { photoChangeSchema } from '@/domain/photos/changes';
import { fieldErrors } from '@/domain/validation/field-errors';

type Context = { params: Promise<{ carId: string }> };

/** POST: one photo, the file's bytes as the body (the photo manager sends each file on its own, for its progress bar). */
export async function POST(request: Request, ctx: Context): Promise<Response> {
  try {
    assertSameOrigin(request);
    const actor = await requireApiStaff();
    const result = await uploadPhotoFrom(actor, Number((await ctx.params).carId), request);
    if (!result.ok) return jsonAnswer({ errors: { file: [result.refusal.message] }, code: result.refusal.code }, result.refusal.code === 'too-large' ? 413 : 422);
    return jsonAnswer({ photo: result.photo }, 201);
  } catch (error) {
    return photoErrorAnswer(error);
  }
}

/** PATCH: the new order, one photo moved a step, or the main photo (src/domain/photos/changes.ts); answers the photos after it. */
export async function PATCH(request: Request, ctx: Context): Promise<Response> {
  try {
    assertSameOrigin(request);
    const actor = await requireApiStaff();
    const parsed = photoChangeSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return jsonAnswer({ errors: fieldErrors(parsed.error) }, 422);
    return jsonAnswer(await changePhotos(actor, Number((await ctx.params).carId), parsed.data));
  } catch (error) {
    return photoErrorAnswer(error);
  }
}
