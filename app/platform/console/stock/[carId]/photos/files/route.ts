import { assertSameOrigin } from '@/console/csrf';
import { changePhotos, uploadPhotoFrom } from '@/console/photos/service';
import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { photoChangeSchema } from '@/domain/photos/changes';
import { fieldErrors } from '@/domain/validation/field-errors';

type Context = { params: Promise<{ carId: string }> };

const NO_STORE = { 'cache-control': 'no-store' };

/** POST: one photo, the file's bytes as the body (the photo manager sends each file on its own, for its progress bar). */
export const POST = consoleRoute(async (request: Request, ctx: Context) => {
  assertSameOrigin(request);
  const actor = await requireApiStaff();
  const result = await uploadPhotoFrom(actor, Number((await ctx.params).carId), request);
  if (!result.ok) {
    const status = result.refusal.code === 'too-large' ? 413 : 422;
    return Response.json({ error: result.refusal.message, errors: { file: [result.refusal.message] }, code: result.refusal.code }, { status, headers: NO_STORE });
  }
  return Response.json({ photo: result.photo }, { status: 201, headers: NO_STORE });
});

/** PATCH: the new order, one photo moved a step, or the main photo (src/domain/photos/changes.ts); answers the photos after it. */
export const PATCH = consoleRoute(async (request: Request, ctx: Context) => {
  assertSameOrigin(request);
  const actor = await requireApiStaff();
  const parsed = photoChangeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'Check the change sent.', errors: fieldErrors(parsed.error) }, { status: 422, headers: NO_STORE });
  return Response.json(await changePhotos(actor, Number((await ctx.params).carId), parsed.data), { headers: NO_STORE });
});
