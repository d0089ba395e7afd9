import { describe, expect, it } from 'vitest';
import { leadCategory, leadFiling, successText } from './success';

describe('leadCategory (SPEC 4: the category comes from car type)', () => {
  it.each([
    ['demo', 'demo-vehicle-enquiry'],
    ['used', 'used-vehicle-enquiry'],
    ['new', 'new-vehicle-enquiry'],
    ['something else', 'new-vehicle-enquiry'],
  ])('car type %s gives %s', (carType, category) => {
    expect(leadCategory({ category: 'finance-enquiry', categoryFromCarType: true }, carType)).toBe(category);
  });

  it.each([
    ['no car type known', { category: 'finance-enquiry', categoryFromCarType: true }, null, 'finance-enquiry'],
    ['a form not about a car', { category: 'service-booking' }, 'used', 'service-booking'],
  ])('keeps the form category with %s', (_name, form, carType, category) => {
    expect(leadCategory(form, carType)).toBe(category);
  });
});

describe('leadFiling', () => {
  it.each([
    ['a car form keeps its own category as the subcategory', { category: 'finance-enquiry', categoryFromCarType: true }, 'demo', { category: 'demo-vehicle-enquiry', subcategory: 'finance-enquiry' }],
    ['a form not about a car has none', { category: 'general-enquiry' }, null, { category: 'general-enquiry' }],
    ['a form naming its subcategory files under it', { category: 'used-vehicle-enquiry', subcategory: 'Email Us' }, 'used', { category: 'used-vehicle-enquiry', subcategory: 'Email Us' }],
  ])('%s', (_name, form, carType, filing) => {
    expect(leadFiling(form, carType)).toEqual(filing);
  });
});

describe('successText', () => {
  it('says what happens next for each form category', () => {
    expect(successText('service-booking').next).toMatch(/confirm your booking/);
    expect(successText('used-vehicle-enquiry').heading).toBe('Thanks for your enquiry');
  });

  it.each([[null], [undefined], ['unknown'], ['__proto__'], ['toString']])('falls back to a general text for %s', (category) => {
    expect(successText(category)).toEqual({ heading: 'Thank you', next: 'Your form has been sent. We will be in touch shortly.' });
  });
});
