import { describe, expect, it } from 'vitest';
import type { LeadMessage } from '../lead-message';
import { receiptText } from './receipt';

const lead = (extra: Record<string, unknown>): LeadMessage => ({
  leadId: '00000000-0000-4000-8000-000000000001',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  category: 'online-payment',
  subcategory: null,
  name: 'Robin Payer',
  firstName: null,
  middleName: null,
  lastName: null,
  email: 'robin@example.com',
  phone: null,
  postcode: null,
  message: null,
  optIn: false,
  vehicle: { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null, slug: null, trim: null, price: null, odometerKm: null },
  website: { slug: 'trade-in-warehouse', name: 'Trade-In Warehouse', locale: 'en-AU', phone: null },
  dealership: { slug: 'trade-in-warehouse', name: 'Trade-In Warehouse Osborne Park' },
  location: { id: null, name: null, email: null, phone: null },
  url: null,
  source: 'Website',
  userAgent: null,
  visitedPages: [],
  linkedQueryParams: {},
  extra,
  files: [],
  anonId: null,
  sessionId: null,
});

const payment = { payment_id: 'pi_1', amount: '$149.50', currency: 'AUD', provider: 'stripe', what: 'reference RO-1', reference: 'RO-1' };

describe('receiptText', () => {
  it('says what was paid, to whom, the reference and the payment number', () => {
    const receipt = receiptText(lead({ payment }));
    expect(receipt?.subject).toBe('Your receipt from Trade-In Warehouse: $149.50 AUD');
    expect(receipt?.text).toContain('Trade-In Warehouse Osborne Park has received your payment of $149.50 AUD for reference RO-1.');
    expect(receipt?.text).toContain('Your reference: RO-1');
    expect(receipt?.text).toContain('Payment number: pi_1');
    expect(receipt?.text).not.toContain('test payment');
  });

  it('says plainly that a test payment moved no money', () => {
    expect(receiptText(lead({ payment: { ...payment, provider: 'test' } }))?.text).toContain('no money moved');
  });

  it.each([[{}], [{ payment: 'x' }], [{ payment: { ...payment, amount: 5 } }]])('has no receipt without payment details: %o', (extra) => {
    expect(receiptText(lead(extra))).toBeNull();
  });
});
