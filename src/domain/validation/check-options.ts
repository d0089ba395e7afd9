import { ADDITIONAL_SERVICES_MAX } from './limits';

/**
 * SPEC 5: "Category values containing radio options are stripped. Check-option entries are collected
 * into additional_services." The form engine names its option inputs with these markers: a check
 * option as `check-option-<service>` (one per checkbox of a check group), a radio option's value
 * contains `radio-option`. A category that carries a radio option was set by an option input, not by
 * the form, so it is removed and the form's own category (or the one from the car type) applies.
 */

const CHECK_OPTION_PREFIX = 'check-option-';
const RADIO_OPTION_MARKER = 'radio-option';

const UNTICKED = new Set(['', 'false', 'off', '0', 'no']);
const TICKED = new Set(['true', 'on', '1', 'yes']);

/** The services one check-option entry stands for: its text value, or its name when it is a plain tick. */
function servicesOf(key: string, value: unknown): string[] {
  if (value === true) return [key.slice(CHECK_OPTION_PREFIX.length)];
  if (Array.isArray(value)) return value.flatMap((item) => servicesOf(key, item));
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (UNTICKED.has(text.toLowerCase())) return [];
  return TICKED.has(text.toLowerCase()) ? [key.slice(CHECK_OPTION_PREFIX.length)] : [text];
}

function carriesRadioOption(value: unknown): boolean {
  return typeof value === 'string' && value.includes(RADIO_OPTION_MARKER);
}

/**
 * The values with check options gathered into `additional_services` (kept in order, without
 * repeats, added after any the form already had) and a radio-option category removed.
 */
export function collectOptionValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const services: string[] = [];
  const existing = values.additional_services;
  if (Array.isArray(existing)) services.push(...existing.filter((item): item is string => typeof item === 'string'));
  else if (typeof existing === 'string' && existing.trim() !== '') services.push(existing.trim());

  for (const [key, value] of Object.entries(values)) {
    if (key === 'additional_services') continue;
    if (key.startsWith(CHECK_OPTION_PREFIX)) services.push(...servicesOf(key, value));
    else if (key === 'category' && Array.isArray(value)) {
      const kept = value.filter((item) => !carriesRadioOption(item));
      if (kept.length > 0) result.category = kept;
    } else if (!(key === 'category' && carriesRadioOption(value))) result[key] = value;
  }

  const unique = [...new Set(services.filter((service) => service !== ''))].slice(0, ADDITIONAL_SERVICES_MAX);
  if (unique.length > 0) result.additional_services = unique;
  return result;
}
