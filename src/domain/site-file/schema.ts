import { z } from 'zod';
import { LOCALES, siteConfigSchema, TEMPLATES, type SiteConfigInput } from '../site-config';
import { isValidTimeZone } from '../hours';
import { hoursSchema, WEEKDAYS } from './hours';
import { photoHostPattern } from '../photos/photo-hosts';

/**
 * A dealer site as one YAML or JSON file (docs/site-file.md): the website with its configuration
 * (feature flags, providers, template, navigation, content and SEO, all validated by the site
 * config schema the database uses), and each dealership it shows with locations, weekly and
 * holiday hours and lead destinations. The first dealership is the site's own.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a slug: lower-case letters and digits joined by hyphens.');
const optionalText = z.string().min(1).optional();
const date = z.iso.date('Expected a date as YYYY-MM-DD.');

const siteFileLocationSchema = z.strictObject({
  slug,
  name: z.string().min(1),
  type: z.enum(['sales', 'service', 'parts']).default('sales'),
  subtypes: z.array(z.string().min(1)).optional(),
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string().min(1)).default([]),
  dealerLicenseNumber: optionalText,
  motorVehicleRepairer: optionalText,
  averageRating: z.number().min(0).max(5).optional(),
  reviewCount: z.number().int().min(0).optional(),
  imageUrl: optionalText,
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  postcode: z.string().min(1),
  lat: z.number().min(-90).max(90).optional(),
  long: z.number().min(-180).max(180).optional(),
  placeId: optionalText,
  placeUrl: z.url().optional(),
  mapKey: optionalText,
  phone: optionalText,
  landlinePhone: optionalText,
  email: z.email().optional(),
  youtubeUrl: z.url().optional(),
  linkedinUrl: z.url().optional(),
  visitNote: optionalText,
  badge: optionalText,
  /** IANA time zone where the location's differs from the site's; bookings are offered in it. */
  timeZone: z.string().refine(isValidTimeZone, 'Expected an IANA time zone such as Australia/Perth').optional(),
  /** Weekly hours by day; a day left out has no hours shown. */
  hours: z.strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, hoursSchema.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof hoursSchema>>).default({}),
  holidayHours: z
    .array(z.strictObject({ date, name: optionalText, hours: hoursSchema }))
    .default([])
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'Each date may appear once.'),
});

export const LEAD_FORMATS = ['text', 'adf', 'adf-attachment', 'json'] as const;
type LeadFormat = (typeof LEAD_FORMATS)[number];
const EMAIL_FORMATS: readonly LeadFormat[] = ['text', 'adf', 'adf-attachment'];
const WEBHOOK_FORMATS: readonly LeadFormat[] = ['adf', 'json'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or plain http to this machine only (a local receiver in tests and demos): leads carry personal details. */
function isWebhookUrl(target: string): boolean {
  if (!URL.canParse(target)) return false;
  const url = new URL(target);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/**
 * The destination kinds a site file names. A dealership has others the platform makes for itself
 * (a payment's receipt, a booking's confirmation to the shopper): no file lists them, and applying
 * a file leaves them and their delivery history alone.
 */
export const SITE_FILE_DESTINATION_KINDS = ['email', 'webhook', 'sms'] as const;

export const siteFileLeadDestinationSchema = z
  .strictObject({
    /** sms: the site's gateway for texts to shoppers (sign-in codes, docs/sms.md); it receives no leads. */
    kind: z.enum(SITE_FILE_DESTINATION_KINDS),
    target: z.string().min(1),
    /**
     * email: text (the readable email), adf (the ADF document as the plain-text body, as CRM
     * mailbox integrations read it) or adf-attachment (the readable email with the document
     * attached); webhook: adf or json (docs/adf-leads.md). Left out: text for an email, adf for
     * a webhook, so an inbox gets ADF as its body only where the file asks for it.
     */
    format: z.enum(LEAD_FORMATS).optional(),
    enabled: z.boolean().default(true),
    /** A location slug of this dealership: only that location's leads go here. */
    location: slug.optional(),
  })
  .transform((d) => ({ ...d, format: d.format ?? (d.kind === 'webhook' ? 'adf' : 'text') }))
  .refine((d) => d.kind === 'sms' || (d.kind === 'email' ? EMAIL_FORMATS : WEBHOOK_FORMATS).includes(d.format), {
    path: ['format'],
    message: 'An email destination takes text, adf or adf-attachment; a webhook takes adf or json.',
  })
  .refine((d) => d.kind !== 'email' || z.email().safeParse(d.target).success, {
    path: ['target'],
    message: 'An email destination needs an email address, such as leads@dealer.com.au.',
  })
  .refine((d) => d.kind !== 'webhook' || isWebhookUrl(d.target), {
    path: ['target'],
    message: 'A webhook needs a full https:// address, such as https://crm.example.com/leads.',
  })
  .refine((d) => d.kind !== 'sms' || d.target === 'outbox' || /^https?:\/\//.test(d.target), {
    path: ['target'],
    message: 'An sms destination names an http(s) gateway URL or outbox.',
  });

const siteFileDealershipSchema = z
  .strictObject({
    slug,
    name: z.string().min(1),
    stripePublishableKey: optionalText,
    /**
     * Hosts this dealership's feed photos come from (`cdn.example.com`, `**.dealerphotos.net`), besides
     * the platform's IMAGE_REMOTE_HOSTS; applied at once, without a restart (docs/decisions/034-dealer-photo-hosts.md).
     */
    photoHosts: z
      .array(
        z.string().superRefine((entry, ctx) => {
          try {
            photoHostPattern(entry, 'photoHosts');
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^photoHosts: /, '') });
          }
        }),
      )
      .optional(),
    /** How this site shows the dealership (its brand in the header and footer). */
    brand: z
      .strictObject({
        name: optionalText,
        make: optionalText,
        url: z.url().optional(),
        logoUrl: optionalText,
        showPhones: z.boolean().default(false),
      })
      .prefault({}),
    locations: z.array(siteFileLocationSchema).min(1, 'A dealership needs at least one location.'),
    leadDestinations: z.array(siteFileLeadDestinationSchema).default([]),
  })
  .superRefine((dealership, ctx) => {
    const slugs = dealership.locations.map((l) => l.slug);
    slugs.forEach((s, i) => {
      if (slugs.indexOf(s) !== i) ctx.addIssue({ code: 'custom', path: ['locations', i, 'slug'], message: `Location ${s} appears twice.` });
    });
    dealership.leadDestinations.forEach((d, i) => {
      if (d.location && !slugs.includes(d.location)) {
        ctx.addIssue({ code: 'custom', path: ['leadDestinations', i, 'location'], message: `No location ${d.location} in this dealership.` });
      }
    });
  });

/** The site config as given: checked against the database's schema, stored as written (defaults apply on read). */
const configSchema = z.custom<SiteConfigInput>().superRefine((config, ctx) => {
  const parsed = siteConfigSchema.safeParse(config);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

export const siteFileSchema = z
  .strictObject({
    website: z.strictObject({
      slug,
      name: z.string().min(1),
      template: z.enum(TEMPLATES),
      locale: z.enum(LOCALES),
      hostnames: z.array(z.string().min(1)).default([]),
      phone: optionalText,
      dealershipGroup: optionalText,
      /** The make a franchise site represents: created in the catalogue when missing. */
      manufacturer: z.strictObject({ name: z.string().min(1), slug, logoUrl: optionalText }).optional(),
      address: z.strictObject({ street: z.string(), city: z.string(), state: z.string(), postcode: z.string(), place_url: z.string().optional() }).optional(),
      assistantToken: optionalText,
      config: configSchema,
    }),
    dealerships: z.array(siteFileDealershipSchema).min(1, 'A site shows at least one dealership: its own, first.'),
  })
  .superRefine((file, ctx) => {
    const slugs = file.dealerships.map((d) => d.slug);
    slugs.forEach((s, i) => {
      if (slugs.indexOf(s) !== i) ctx.addIssue({ code: 'custom', path: ['dealerships', i, 'slug'], message: `Dealership ${s} appears twice.` });
    });
  });

export type SiteFile = z.output<typeof siteFileSchema>;
export type SiteFileDealership = SiteFile['dealerships'][number];
export type SiteFileLocation = SiteFileDealership['locations'][number];
