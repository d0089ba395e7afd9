import { enAU } from './en-AU';
import type { Messages } from './types';

/** New Zealand English reads as Australian English on a dealer site, word for word. */
export const enNZ: Messages = { ...enAU };
