import { photoHostPattern } from '../photos/photo-hosts';
import type { Fields } from './hours-form';
import type { Read } from './section-forms';

/**
 * Each dealership's photo hosts (issue 31 "the dealer's photo host"; decision 034): the hosts its
 * feed photos come from, one a line, posted as `hosts.{dealership slug}`. Each line is checked by
 * the rule `site:apply` uses (src/domain/photos/photo-hosts.ts), with its messages; blank lines
 * and repeats are dropped, so a pasted list reads the way it is meant.
 */
const MAX_PHOTO_HOSTS = 20;

/** A dealership of the site with its hosts and the other sites that show it (an edit reaches them too). */
export type DealershipHosts = { slug: string; name: string; hosts: string[]; alsoOn: string[] };

export function readPhotoHostsForm(fields: Fields, dealershipSlugs: readonly string[]): Read<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const value: Record<string, string[]> = {};
  for (const slug of dealershipSlugs) {
    const name = `hosts.${slug}`;
    const lines = (fields[name] ?? '').split(/\r?\n|,/).map((line) => line.trim().toLowerCase()).filter(Boolean);
    const hosts = [...new Set(lines)];
    const messages: string[] = [];
    for (const host of hosts) {
      try {
        photoHostPattern(host, 'photoHosts');
      } catch (error) {
        messages.push(`${(error as Error).message.replace(/^photoHosts: /, '')}.`);
      }
    }
    if (hosts.length > MAX_PHOTO_HOSTS) messages.push(`Keep the list to ${MAX_PHOTO_HOSTS} hosts; a pattern such as **.example.com covers every name under a domain.`);
    if (messages.length > 0) errors[name] = messages;
    value[slug] = hosts;
  }
  return { value, errors };
}
