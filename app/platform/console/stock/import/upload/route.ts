import { after } from 'next/server';
import { assertSameOrigin } from '@/console/csrf';
import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { startFeedImport } from '@/console/stock/feed-upload';
import { mappingFromForm } from '@/domain/console/feed-upload';
import { ValidationError } from '@/lib/errors';

/**
 * A feed file from the console's upload form (multipart): recorded and answered at once with the
 * import's id; the file is read after the answer, and the page follows its progress.
 */
export const POST = consoleRoute(async (request: Request) => {
  assertSameOrigin(request);
  const actor = await requireApiStaff();
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  const dealershipId = Number(form?.get('dealership'));
  if (!form || !(file instanceof File)) throw new ValidationError('The file was not imported.', { file: ['Choose a feed file.'] });
  const started = await startFeedImport(actor, Number.isSafeInteger(dealershipId) ? dealershipId : 0, {
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    partial: form.get('full') !== 'true',
    dryRun: form.get('dry_run') === 'true',
    mapping: form.get('save_mapping') === 'true' ? mappingFromForm(form.entries()) : null,
  });
  after(started.run);
  return Response.json({ id: started.importId }, { status: 202, headers: { 'cache-control': 'no-store' } });
});
