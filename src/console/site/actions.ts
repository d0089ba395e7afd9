'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { expireTags } from '../../cache/invalidate';
import { getDb } from '../../db';
import type { FormState } from '../../domain/console/form-state';
import type { Fields } from '../../domain/site-editor/hours-form';
import type { Locale } from '../../domain/site-config';
import { markdownToSafeHtml } from '../../content/markdown';
import { forgetSiteDirectory } from '../../site/directory';
import { failureState } from '../actions/failure';
import { consolePage } from '../respond';
import { requireStaff } from '../session';
import { removeDestination, saveDestination, sendTestLead, type TestLeadResult } from '../delivery/destinations';
import { resendDeadLetters } from '../delivery/resend';
import { previewLink } from './preview-link';
import type { MenuList } from '../../domain/site-editor/menus-form';
import { deletePage, saveFeatures, saveFinance, saveHome, saveHours, saveIdentity, saveMenu, saveNotices, savePage, savePhotoHosts, savePromotions, saveTheme, saveTracking } from './sections';
import { discardDraft, publishDraft, restoreVersion } from './versions';

/**
 * The site editor's server actions (issue 31): each finds the signed-in staff member, calls the
 * service (which checks their role at the site's dealership) and answers the form. Next checks
 * a server action's Origin against the Host.
 */

function fieldsOf(form: FormData): Fields {
  const fields: Fields = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$')) fields[key] = value;
  return fields;
}

async function expireSite(tags: string[]): Promise<void> {
  await forgetSiteDirectory();
  await expireTags(tags);
}

const SAVED: FormState<string> = { message: null, errors: {}, done: 'Saved in the draft. Preview it, then publish to make it live.' };

/** Runs the work; on success the page is rendered again, so the draft bar and lists show the change. */
async function run<T>(work: () => Promise<FormState<T>>): Promise<FormState<T>> {
  try {
    const state = await consolePage(work);
    refresh();
    return state;
  } catch (error) {
    return failureState(error);
  }
}

export async function saveHoursAction(websiteId: number, dealership: string, location: string, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveHours(await requireStaff(), await getDb(), websiteId, dealership, location, fieldsOf(form));
    return SAVED;
  });
}

export async function saveHomeAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveHome(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function saveIdentityAction(websiteId: number, locale: Locale, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveIdentity(await requireStaff(), await getDb(), websiteId, locale, fieldsOf(form));
    return SAVED;
  });
}

export async function saveThemeAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveTheme(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function saveNoticesAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveNotices(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function savePromotionsAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await savePromotions(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function saveFinanceAction(websiteId: number, locale: Locale, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveFinance(await requireStaff(), await getDb(), websiteId, locale, fieldsOf(form));
    return SAVED;
  });
}

export async function saveFeaturesAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveFeatures(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function saveTrackingAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveTracking(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}

export async function savePageAction(websiteId: number, original: { kind: string; slug: string } | null, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  let saved: { kind: string; slug: string };
  try {
    saved = await consolePage(async () => savePage(await requireStaff(), await getDb(), websiteId, original, fieldsOf(form)));
  } catch (error) {
    return failureState(error);
  }
  // The draft bar sits in the layout, which a redirect alone would keep as it was.
  refresh();
  if (original && original.kind === saved.kind && original.slug === saved.slug) return SAVED;
  redirect(`/console/site/${websiteId}/pages/${saved.kind}/${saved.slug}?saved=1`);
}

export async function deletePageAction(websiteId: number, original: { kind: string; slug: string }): Promise<void> {
  await consolePage(async () => deletePage(await requireStaff(), await getDb(), websiteId, original));
  refresh();
  redirect(`/console/site/${websiteId}/pages`);
}

/** The Markdown preview beside the editor: the same sanitised HTML the site renders. */
export async function renderMarkdownAction(markdown: string): Promise<string> {
  await requireStaff();
  return markdownToSafeHtml(markdown.slice(0, 100_000));
}

export async function previewAction(websiteId: number): Promise<FormState<{ url: string }>> {
  return run(async () => {
    const { url } = await previewLink(await requireStaff(), await getDb(), websiteId, (await headers()).get('host'));
    return { message: null, errors: {}, done: { url } };
  });
}

export async function publishAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    const version = await publishDraft(await requireStaff(), await getDb(), websiteId, String(form.get('note') ?? ''), expireSite);
    return { message: null, errors: {}, done: `Published as version ${version}: the site shows it now.` };
  });
}

export async function discardAction(websiteId: number): Promise<void> {
  await consolePage(async () => discardDraft(await requireStaff(), await getDb(), websiteId));
  refresh();
  redirect(`/console/site/${websiteId}`);
}

export async function restoreAction(websiteId: number, version: number): Promise<FormState<string>> {
  return run(async () => {
    const made = await restoreVersion(await requireStaff(), await getDb(), websiteId, version, expireSite);
    return { message: null, errors: {}, done: `Version ${version} restored as version ${made}: the site shows it now.` };
  });
}

export async function saveDestinationAction(dealershipId: number, id: number | null, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    const location = String(form.get('location') ?? '');
    await saveDestination(await requireStaff(), await getDb(), dealershipId, id, {
      kind: String(form.get('kind') ?? ''),
      target: String(form.get('target') ?? ''),
      format: String(form.get('format') ?? ''),
      enabled: form.get('enabled') === 'on',
      locationId: location ? Number(location) : null,
    });
    return { message: null, errors: {}, done: 'Saved. New leads go here at once.' };
  });
}

export async function removeDestinationAction(id: number): Promise<void> {
  await consolePage(async () => removeDestination(await requireStaff(), await getDb(), id));
  refresh();
  redirect('/console/site/delivery');
}

export async function testLeadAction(id: number): Promise<FormState<TestLeadResult>> {
  return run(async () => ({ message: null, errors: {}, done: await sendTestLead(await requireStaff(), await getDb(), id) }));
}

export async function resendAction(destinationId: number): Promise<FormState<string>> {
  return run(async () => {
    const count = await resendDeadLetters(await requireStaff(), await getDb(), { destinationId });
    return { message: null, errors: {}, done: count === 0 ? 'There was nothing to resend.' : `${count} lead${count === 1 ? '' : 's'} queued to send again.` };
  });
}

export async function saveMenuAction(websiteId: number, list: MenuList, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await saveMenu(await requireStaff(), await getDb(), websiteId, list, fieldsOf(form));
    return SAVED;
  });
}

export async function savePhotoHostsAction(websiteId: number, _: FormState<string>, form: FormData): Promise<FormState<string>> {
  return run(async () => {
    await savePhotoHosts(await requireStaff(), await getDb(), websiteId, fieldsOf(form));
    return SAVED;
  });
}
