import { customerName, type LeadMessage } from '../../domain/lead-message';
import { element, renderXml, type XmlNode } from './xml';

/**
 * ADF/XML 1.0 (Auto-lead Data Format), what dealer CRMs import. The lead id is the prospect's
 * <id>, so a CRM that receives the same lead twice can tell.
 */
const SOURCE = 'Forecourt';

function interestOf(category: string): string {
  if (category.includes('service')) return 'service';
  if (category.includes('trade') || category.includes('sell')) return 'sell';
  if (category.includes('test-drive')) return 'test-drive';
  return 'buy';
}

function nameParts(lead: LeadMessage): (XmlNode | null)[] {
  if (lead.firstName || lead.lastName) {
    return [
      element('name', lead.firstName, { part: 'first' }),
      element('name', lead.middleName, { part: 'middle' }),
      element('name', lead.lastName, { part: 'last' }),
    ];
  }
  return [element('name', customerName(lead), { part: 'full' })];
}

function comments(lead: LeadMessage): string {
  const lines = [lead.message ?? '', `Category: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`];
  for (const [key, value] of Object.entries(lead.extra)) {
    if (value !== null && value !== '') lines.push(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  if (lead.url) lines.push(`Page: ${lead.url}`);
  return lines.filter((line) => line.trim() !== '').join('\n');
}

export function buildAdf(lead: LeadMessage): string {
  const vehicle = lead.vehicle;
  const hasVehicle = Boolean(vehicle.make || vehicle.model || vehicle.stockNumber || vehicle.vin);
  const prospect = element(
    'prospect',
    [
      element('id', lead.leadId, { sequence: '1', source: SOURCE }),
      element('requestdate', lead.createdAt.toISOString()),
      hasVehicle
        ? element(
            'vehicle',
            [
              element('year', vehicle.year),
              element('make', vehicle.make),
              element('model', vehicle.model),
              element('vin', vehicle.vin),
              element('stock', vehicle.stockNumber),
            ],
            { interest: interestOf(lead.category), status: vehicle.carType === 'new' ? 'new' : 'used' },
          )
        : null,
      element('customer', [
        element('contact', [
          ...nameParts(lead),
          element('email', lead.email),
          element('phone', lead.phone),
          element('address', [element('postalcode', lead.postcode)]),
        ]),
        element('comments', comments(lead)),
      ]),
      element('vendor', [
        element('vendorname', lead.dealership.name ?? lead.website.name),
        element('contact', [element('name', lead.location.name ?? lead.website.name, { part: 'full' })]),
      ]),
      element('provider', [
        element('name', SOURCE, { part: 'full' }),
        element('service', `${lead.source} (${lead.website.slug})`),
        element('url', lead.url),
      ]),
    ],
    { status: 'new' },
  );
  const root = element('adf', [prospect]);
  // prospect always has an id, so neither is ever null.
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${root ? renderXml(root) : '<adf/>'}\n`;
}
