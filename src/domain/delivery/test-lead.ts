import type { LeadMessage } from '../lead-message';
import type { Locale } from '../site-config';

/**
 * The console's "Send a test lead" (issue 31): a lead that says on every line it is a test, so a
 * CRM or inbox receiving it is never mistaken for a customer. Its id starts with `test-`.
 */
export function testLeadMessage(facts: {
  id: string;
  now: Date;
  sentBy: string;
  website: { slug: string; name: string; locale: Locale; phone: string | null };
  dealership: { slug: string; name: string };
}): LeadMessage {
  return {
    leadId: `test-${facts.id}`,
    createdAt: facts.now,
    category: 'general-enquiry',
    subcategory: 'Test',
    name: 'TEST LEAD - please ignore',
    firstName: 'TEST',
    middleName: null,
    lastName: 'LEAD',
    email: 'test-lead@forecourt.localhost',
    phone: null,
    postcode: null,
    message: `This is a test lead sent from the Forecourt console by ${facts.sentBy} to check this destination. It is not from a customer.`,
    optIn: false,
    vehicle: { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null, slug: null, trim: null, price: null, odometerKm: null },
    website: facts.website,
    dealership: facts.dealership,
    location: { id: null, name: null, email: null, phone: null },
    url: null,
    source: 'Console test',
    userAgent: null,
    visitedPages: [],
    linkedQueryParams: {},
    anonId: null,
    sessionId: null,
    extra: { test: true },
    files: [],
  };
}
