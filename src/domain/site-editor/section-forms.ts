import type { Locale } from '../site-config';
import { CONTENT_SLUG_PATTERN, type ContentPage, type HomeContent } from '../site-config';
import { trackingSchema, type Tracking } from '../tracking';
import { phoneSchema, type PhoneRule } from '../validation/phone';
import type { Fields } from './hours-form';

/**
 * The site editor's other forms (issue 31), read from the posted fields into the parts of the site
 * file they change, with a message per field in plain words. The site-file schema then checks the
 * whole file, as `site:apply` does.
 */
type Errors = Record<string, string[]>;
export type Read<T> = { value: T; errors: Errors };

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim();

/** A home-page text is the dealer's own words, the template's standard wording, or off (not shown: no claim unless written). */
export type TextMode = 'own' | 'standard' | 'off';

export function textMode(value: unknown): TextMode {
  return value === undefined ? 'off' : value === 'standard' ? 'standard' : 'own';
}

function readBlock(fields: Fields, name: 'serviceBlock' | 'certifiedBlock', label: string, errors: Errors): HomeContent['serviceBlock'] {
  const mode = fields[`${name}.mode`];
  if (mode === 'standard') return 'standard';
  if (mode !== 'own') return undefined;
  const heading = text(fields, `${name}.heading`);
  const body = text(fields, `${name}.text`);
  if (!heading || heading.length > 80) errors[`${name}.heading`] = [`Write the ${label} heading (up to 80 characters), or turn the block off.`];
  if (!body || body.length > 400) errors[`${name}.text`] = [`Write the ${label} text (up to 400 characters), or turn the block off.`];
  return { heading, text: body };
}

export function readHomeForm(fields: Fields): Read<{ home: HomeContent; tagline: string }> {
  const errors: Errors = {};
  const mode = fields['heroHeading.mode'];
  let heroHeading: HomeContent['heroHeading'];
  if (mode === 'standard') heroHeading = 'standard';
  else if (mode === 'own') {
    heroHeading = text(fields, 'heroHeading.text');
    if (!heroHeading || heroHeading.length > 120) errors['heroHeading.text'] = ['Write the heading (up to 120 characters), or choose the site name.'];
  }
  const tagline = text(fields, 'tagline');
  if (tagline.length > 120) errors.tagline = ['Keep the subheading to 120 characters.'];
  const home: HomeContent = {};
  if (heroHeading !== undefined) home.heroHeading = heroHeading;
  const service = readBlock(fields, 'serviceBlock', 'service block', errors);
  if (service !== undefined) home.serviceBlock = service;
  const certified = readBlock(fields, 'certifiedBlock', 'certified block', errors);
  if (certified !== undefined) home.certifiedBlock = certified;
  return { value: { home, tagline }, errors };
}

const PHONE_RULE: Record<Locale, PhoneRule> = { 'en-AU': 'au', 'en-NZ': 'nz', 'en-US': 'us' };

/** A phone number by the site's own country's rules; empty is allowed where the field is optional. */
export function checkSitePhone(raw: string, locale: Locale): string | null {
  if (raw === '') return null;
  const result = phoneSchema({ phoneRule: PHONE_RULE[locale], allowUkPhoneNumbers: false }).safeParse(raw);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a phone number.');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type IdentityValue = {
  name: string;
  phone: string;
  locations: { slug: string; phone: string; email: string; dealerLicenseNumber: string }[];
};

/** The site's name and phone, and each location's phone, email and licence number (`location.{slug}.phone`...). */
export function readIdentityForm(fields: Fields, locale: Locale, locationSlugs: readonly string[]): Read<IdentityValue> {
  const errors: Errors = {};
  const name = text(fields, 'name');
  if (!name || name.length > 120) errors.name = ['Write the site’s name (up to 120 characters).'];
  const phone = text(fields, 'phone');
  const phoneError = checkSitePhone(phone, locale);
  if (phoneError) errors.phone = [phoneError];
  const locations = locationSlugs.map((slug) => {
    const prefix = `location.${slug}`;
    const row = { slug, phone: text(fields, `${prefix}.phone`), email: text(fields, `${prefix}.email`), dealerLicenseNumber: text(fields, `${prefix}.dealerLicenseNumber`) };
    const rowPhone = checkSitePhone(row.phone, locale);
    if (rowPhone) errors[`${prefix}.phone`] = [rowPhone];
    if (row.email && !EMAIL.test(row.email)) errors[`${prefix}.email`] = ['Enter an email address such as sales@dealer.com.au.'];
    return row;
  });
  return { value: { name, phone, locations }, errors };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function readThemeForm(fields: Fields): Read<{ primary: string; accent: string }> {
  const errors: Errors = {};
  const primary = text(fields, 'primary');
  const accent = text(fields, 'accent');
  if (!HEX.test(primary)) errors.primary = ['Choose the main colour.'];
  if (!HEX.test(accent)) errors.accent = ['Choose the accent colour.'];
  return { value: { primary, accent }, errors };
}

/** The switches a dealer changes, in plain words; the rest of `features` stays as the file has it. */
export const FEATURE_SWITCHES = [
  { key: 'favourites', label: 'Shoppers can save favourite cars' },
  { key: 'compare', label: 'Shoppers can compare cars' },
  { key: 'searchBox', label: 'A search box in the header' },
  { key: 'reviews', label: 'Show customer reviews' },
  { key: 'garage', label: 'My Garage for signed-in shoppers' },
  { key: 'offersSubscription', label: 'Shoppers can subscribe to special offers' },
  { key: 'specialHours', label: 'Show holiday hours' },
  { key: 'fuelTag', label: 'Tag electric and hybrid cars' },
] as const;
export type FeatureKey = (typeof FEATURE_SWITCHES)[number]['key'];

export function readFeaturesForm(fields: Fields): Record<FeatureKey, boolean> {
  return Object.fromEntries(FEATURE_SWITCHES.map(({ key }) => [key, fields[`feature.${key}`] === 'on'])) as Record<FeatureKey, boolean>;
}

/** The site's tracking ids and dealer-banner script, checked by the site schema's own rules; an empty field removes that tag. */
export function readTrackingForm(fields: Fields): Read<Tracking> {
  const gtm = text(fields, 'gtmContainerId');
  const ga = text(fields, 'gaMeasurementId');
  const banner = text(fields, 'dealerBannerScriptUrl');
  const result = trackingSchema.safeParse({
    ...(gtm ? { gtmContainerId: gtm } : {}),
    ...(ga ? { gaMeasurementId: ga } : {}),
    ...(banner ? { dealerBannerScriptUrl: banner } : {}),
  });
  if (result.success) return { value: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return { value: {}, errors };
}

export const PAGE_KINDS: { value: ContentPage['kind']; label: string }[] = [
  { value: 'page', label: 'Page' },
  { value: 'news', label: 'News article' },
  { value: 'privacy-policy', label: 'Privacy policy' },
  { value: 'special-offers', label: 'Special offers' },
];

/** One content page; `others` are the site's other pages, whose slugs it must not take. */
export function readPageForm(fields: Fields, others: readonly ContentPage[]): Read<ContentPage> {
  const errors: Errors = {};
  const kind = (PAGE_KINDS.find((k) => k.value === fields.kind)?.value ?? 'page') as ContentPage['kind'];
  const slug = text(fields, 'slug').toLowerCase();
  const title = text(fields, 'title');
  const description = text(fields, 'description');
  const body = fields.body ?? '';
  const publishedAt = text(fields, 'publishedAt');
  if (!CONTENT_SLUG_PATTERN.test(slug)) errors.slug = ['Use lower-case words joined by hyphens, such as opening-hours.'];
  else if (others.some((p) => p.slug === slug && p.kind === kind)) errors.slug = ['Another page already has this address.'];
  if (!title || title.length > 120) errors.title = ['Write a title (up to 120 characters).'];
  if (description.length > 300) errors.description = ['Keep the description to 300 characters.'];
  if (kind === 'news' && !/^\d{4}-\d{2}-\d{2}$/.test(publishedAt)) errors.publishedAt = ['Choose the date the article is published.'];
  const page: ContentPage = { kind, slug, title, description, body, ...(kind === 'news' && publishedAt ? { publishedAt } : {}) };
  return { value: page, errors };
}
