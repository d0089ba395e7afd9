import { bookingLabel } from '../../domain/bookings/booking-text';
import { customerName, type LeadMessage } from '../../domain/lead-message';
import { formatOdometer, formatPrice, showPrice } from '../../domain/locale';
import { safeFileName } from '../../domain/file-name';
import { fill } from '../../i18n/fill';
import { messagesFor, type Messages } from '../../i18n/messages';

/**
 * The email a dealer reads for a lead, in the words of the site's locale: what the lead is and who
 * sent it, then the car (year make model, stock number, price, link), then the shopper's answers
 * with the forms' labels in the forms' order. A plain-text part and a simple one-column HTML part
 * that reads on a phone; every value the shopper typed is escaped in the HTML.
 */
export type LeadEmail = { subject: string; text: string; html: string };

export type Line = { label: string; value: string };
export type CarBlock = { title: string; lines: Line[]; link: string | null };

/** A key nobody gave a label, in words: 'trade_in_rego' reads 'Trade in rego'. */
function words(key: string): string {
  const spaced = key.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function kindOf(lead: LeadMessage, texts: Messages['leadEmail']): string {
  return texts.kinds[lead.category] ?? words(lead.category);
}

function valueText(value: unknown, texts: Messages['leadEmail']): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(item, texts)).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  return JSON.stringify(value);
}

/** The shopper's answers: lead fields and the form's other answers, ordered as the catalogue lists the forms' fields. */
function answers(lead: LeadMessage, texts: Messages['leadEmail']): Line[] {
  // A form that asked for first and last names has them as parts; `name` is then only their join.
  const parts = Boolean(lead.firstName || lead.lastName);
  // Keyed as the forms name the fields, so the catalogue's labels and order apply to them too.
  const columns: Record<string, unknown> = {
    name: parts ? null : customerName(lead),
    first_name: lead.firstName,
    middle_name: lead.middleName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    subcategory: lead.subcategory,
    location: lead.location.id === null ? null : lead.location.name,
    // Without a car of the dealer's, a make and model are the shopper's answers (the car to service or test drive).
    make: lead.vehicle.carId === null ? lead.vehicle.make : null,
    model: lead.vehicle.carId === null ? lead.vehicle.model : null,
    message: lead.message,
    opt_in: lead.optIn,
    // A held slot reads as the location's clock, not as the form's raw value.
    ...(lead.booking ? { booking_time: bookingLabel(lead.booking, lead.website.locale) } : {}),
  };
  const values = new Map<string, unknown>(Object.entries(lead.extra));
  for (const [key, value] of Object.entries(columns)) values.set(key, value);
  const order = Object.keys(texts.fields);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...values.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap(([key, value]) => {
      const text = valueText(value, texts);
      return text === null ? [] : [{ label: texts.fields[key] ?? words(key), value: text }];
    });
}

/** The car's page on the site the lead came from: the page's origin and /cars/{slug}. */
function carLink(lead: LeadMessage): string | null {
  if (!lead.vehicle.slug || !lead.url) return null;
  try {
    const page = new URL(lead.url);
    if (page.protocol !== 'https:' && page.protocol !== 'http:') return null;
    return new URL(`/cars/${encodeURIComponent(lead.vehicle.slug)}`, page.origin).href;
  } catch {
    return null;
  }
}

function carBlock(lead: LeadMessage, texts: Messages['leadEmail']): CarBlock | null {
  const { vehicle } = lead;
  if (vehicle.carId === null) return null;
  const locale = lead.website.locale;
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== null && String(part).trim() !== '').join(' ');
  const lines: Line[] = [];
  if (vehicle.stockNumber) lines.push({ label: texts.stock, value: vehicle.stockNumber });
  lines.push({ label: texts.price, value: showPrice(vehicle.price) && vehicle.price !== null ? formatPrice(vehicle.price, locale) : texts.priceOnApplication });
  if (vehicle.carType !== 'new' && vehicle.odometerKm !== null && vehicle.odometerKm > 0) {
    lines.push({ label: texts.odometer, value: formatOdometer(vehicle.odometerKm, locale) });
  }
  return { title, lines, link: carLink(lead) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped, with the shopper's line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

const FONT = 'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

function htmlLine({ label, value }: Line): string {
  return `<p style="margin:0 0 14px;font-size:16px;line-height:1.4;overflow-wrap:anywhere"><span style="display:block;font-size:13px;color:#555">${escapeHtml(label)}</span>${htmlText(value)}</p>`;
}

function htmlBody(heading: string, from: string, car: CarBlock | null, details: Line[], footer: string[], texts: Messages['leadEmail'], lang: string): string {
  const carHtml = car
    ? `<div style="margin:0 0 20px;padding:14px;border:1px solid #ddd;border-radius:6px">` +
      `<p style="margin:0 0 10px;font-size:18px;font-weight:bold">${escapeHtml(car.title)}</p>` +
      car.lines.map(htmlLine).join('') +
      (car.link ? `<p style="margin:0;font-size:16px"><a href="${escapeHtml(car.link)}" style="color:#0b57d0">${escapeHtml(texts.viewCar)}</a></p>` : '') +
      `</div>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#fff;color:#111;${FONT}">`,
    `<div style="max-width:600px;margin:0 auto">`,
    `<h1 style="margin:0 0 4px;font-size:20px;line-height:1.3">${escapeHtml(heading)}</h1>`,
    `<p style="margin:0 0 20px;font-size:14px;color:#555">${escapeHtml(from)}</p>`,
    carHtml,
    `<h2 style="margin:0 0 12px;font-size:17px">${escapeHtml(texts.details)}</h2>`,
    details.map(htmlLine).join(''),
    `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#555;overflow-wrap:anywhere">${footer.map(htmlText).join('<br>')}</p>`,
    '</div></body></html>',
    '',
  ].join('\n');
}

function textLines(lines: Line[]): string[] {
  return lines.map(({ label, value }) => `${label}: ${value}`);
}

/** What a lead says in plain words (labels, not slugs): its kind, the car and the shopper's answers. The email and the console both show this. */
export function leadReadout(lead: LeadMessage): { kind: string; car: CarBlock | null; details: Line[] } {
  const texts = messagesFor(lead.website.locale).leadEmail;
  const details = answers(lead, texts);
  if (lead.files.length > 0) details.push({ label: texts.files, value: lead.files.map((file) => safeFileName(file.name)).join(', ') });
  return { kind: kindOf(lead, texts), car: carBlock(lead, texts), details };
}

export function leadEmail(lead: LeadMessage): LeadEmail {
  const texts = messagesFor(lead.website.locale).leadEmail;
  const name = customerName(lead);
  const { kind, car, details } = leadReadout(lead);
  const heading = fill(texts.heading, { kind, name });
  const from = lead.location.id !== null && lead.location.name ? lead.location.name : lead.website.name;
  const footer = [
    lead.url ? `${fill(texts.sentFrom, { site: lead.website.name })}: ${lead.url}` : fill(texts.sentFrom, { site: lead.website.name }),
    `${texts.leadId}: ${lead.leadId}`,
    ...(lead.anonId ? [`${texts.visitorId}: ${lead.anonId}`] : []),
    ...(lead.sessionId ? [`${texts.sessionId}: ${lead.sessionId}`] : []),
    ...(lead.email ? [fill(texts.replyHint, { name })] : []),
  ];
  const text = [
    heading,
    from,
    '',
    ...(car ? [car.title, ...textLines(car.lines), ...(car.link ? [`${texts.viewCar}: ${car.link}`] : []), ''] : []),
    texts.details,
    ...textLines(details),
    '',
    ...footer,
    '',
  ].join('\n');
  return {
    subject: fill(texts.subject, { site: lead.website.name, kind, name }),
    text,
    html: htmlBody(heading, from, car, details, footer, texts, lead.website.locale),
  };
}
