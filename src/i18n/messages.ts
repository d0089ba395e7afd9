import type { Locale } from '../domain/site-config';
import { enAU } from './en-AU';
import { enNZ } from './en-NZ';
import { enUS } from './en-US';
import type { Messages } from './types';

export type { Messages } from './types';

const CATALOGUES: Record<Locale, Messages> = { 'en-AU': enAU, 'en-NZ': enNZ, 'en-US': enUS };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
