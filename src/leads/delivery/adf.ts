import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { bookingLabel } from '../../domain/bookings/booking-text';
import { customerName, type LeadMessage } from '../../domain/lead-message';
import { adfVehicles, type AdfVehicle } from './adf-vehicles';

/**
 * ADF/XML 1.0 (Auto-lead Data Format), what dealer CRMs import, built with xmlbuilder2 so escaping
 * and well-formedness are the library's. Every document is valid against the ADF 1.0 DTD
 * (adf-1.0.dtd beside this file; adf.test.ts checks each lead kind with xmllint). The lead id is
 * the prospect's <id>, so a CRM that receives the same lead twice can tell.
 */
const SOURCE = 'Forecourt';

/** Adds <name>text</name> only when there is text: ADF's optional elements are left out, not left empty. */
function optional(parent: XMLBuilder, name: string, value: string | number | null | undefined, attributes?: Record<string, string>): void {
  if (value === null || value === undefined || String(value).trim() === '') return;
  parent.ele(name, attributes).txt(String(value));
}

function addVehicle(prospect: XMLBuilder, vehicle: AdfVehicle): void {
  const element = prospect.ele('vehicle', { interest: vehicle.interest, status: vehicle.status });
  element.ele('year').txt(vehicle.year);
  element.ele('make').txt(vehicle.make);
  element.ele('model').txt(vehicle.model);
  optional(element, 'vin', vehicle.vin);
  optional(element, 'stock', vehicle.stock);
  optional(element, 'trim', vehicle.trim);
  if (vehicle.odometer) element.ele('odometer', { units: vehicle.odometer.units }).txt(String(vehicle.odometer.value));
  if (vehicle.price) element.ele('price', { type: vehicle.price.type, currency: vehicle.price.currency }).txt(String(vehicle.price.amount));
  if (vehicle.finance) {
    const finance = element.ele('finance');
    finance.ele('method').txt('finance');
    optional(finance, 'amount', vehicle.finance.downpayment, { type: 'downpayment', limit: 'exact' });
    optional(finance, 'amount', vehicle.finance.total, { type: 'total', limit: 'maximum' });
  }
  const condition = vehicle.condition ? `Condition: ${vehicle.condition}` : null;
  optional(element, 'comments', [vehicle.comments, condition].filter(Boolean).join('; '));
}

function addContact(customer: XMLBuilder, lead: LeadMessage): void {
  const contact = customer.ele('contact');
  // Parts only where the form asked for both; a full-name form's answer is not split by guesswork.
  if (lead.firstName?.trim() && lead.lastName?.trim()) {
    optional(contact, 'name', lead.firstName, { part: 'first' });
    optional(contact, 'name', lead.middleName, { part: 'middle' });
    optional(contact, 'name', lead.lastName, { part: 'last' });
  } else {
    contact.ele('name', { part: 'full' }).txt(customerName(lead));
  }
  optional(contact, 'email', lead.email);
  optional(contact, 'phone', lead.phone);
  const street = typeof lead.extra.address === 'string' ? lead.extra.address.trim() : '';
  if (lead.postcode || street) {
    // ADF's address requires a street; a postcode alone goes with an empty one.
    const address = contact.ele('address');
    address.ele('street', { line: '1' }).txt(street);
    optional(address, 'postalcode', lead.postcode);
  }
}

function comments(lead: LeadMessage): string {
  const lines = [lead.message ?? '', `Category: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`];
  for (const [key, value] of Object.entries(lead.extra)) {
    if (value !== null && value !== '') lines.push(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  if (lead.booking) lines.push(`Booked: ${bookingLabel(lead.booking, lead.website.locale)} [${lead.booking.startsAt.toISOString()} to ${lead.booking.endsAt.toISOString()}]`);
  if (lead.url) lines.push(`Page: ${lead.url}`);
  return lines.filter((line) => line.trim() !== '').join('\n');
}

export function buildAdf(lead: LeadMessage): string {
  // Characters XML 1.0 cannot carry (most C0 controls, lone surrogates) are dropped: one would
  // make the whole document unreadable to the receiving CRM.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  doc.ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: SOURCE }).txt(lead.leadId);
  prospect.ele('requestdate').txt(lead.createdAt.toISOString());
  for (const vehicle of adfVehicles(lead)) addVehicle(prospect, vehicle);

  const customer = prospect.ele('customer');
  addContact(customer, lead);
  // The held slot is when the customer comes in: ADF's timeframe, as this DTD's text.
  if (lead.booking) customer.ele('timeframe').txt(bookingLabel(lead.booking, lead.website.locale));
  optional(customer, 'comments', comments(lead));

  const vendor = prospect.ele('vendor');
  vendor.ele('vendorname').txt(lead.dealership.name ?? lead.website.name);
  // ADF's contact needs an email or a phone after the name: how the CRM reaches the dealership.
  const dealerContact = vendor.ele('contact');
  dealerContact.ele('name', { part: 'full' }).txt(lead.location.name ?? lead.website.name);
  optional(dealerContact, 'email', lead.location.email);
  optional(dealerContact, 'phone', lead.location.phone ?? lead.website.phone);

  const provider = prospect.ele('provider');
  provider.ele('name', { part: 'full' }).txt(SOURCE);
  provider.ele('service').txt(`${lead.source}: ${lead.category} (${lead.website.slug})`);
  optional(provider, 'url', lead.url);

  return `${doc.end({ prettyPrint: true })}\n`;
}
