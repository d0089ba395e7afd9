import { describe, expect, it } from 'vitest';
import { assistantTags } from './assistant-tags';

const car = { id: 12, name: '2023 Toyota RAV4 GXL', slug: '2023-toyota-rav4-gxl-12', carType: 'used', dealershipId: 3, reserved: false };

describe('assistantTags', () => {
  it.each([
    ['disabled site: none', { enabled: false, message: 'Hi' }, car, {}],
    ['enabled, no car: the message', { enabled: true, message: 'Ask me' }, null, { 'assistant-message': 'Ask me' }],
    ['enabled, no message, no car: none', { enabled: true, message: '' }, null, {}],
  ])('%s', (_name, settings, subject, expected) => {
    expect(assistantTags(settings, subject)).toEqual(expected);
  });

  it('enabled with a car: every tag', () => {
    expect(assistantTags({ enabled: true, message: 'Ask me' }, { ...car, reserved: true })).toEqual({
      'assistant-message': 'Ask me',
      'assistant-car-name': '2023 Toyota RAV4 GXL',
      'assistant-car-id': '12',
      'assistant-checkout-link': '/cars/2023-toyota-rav4-gxl-12/checkout',
      'assistant-is-reserved': 'true',
      'assistant-car-category': 'used',
      'assistant-car-dealership-id': '3',
    });
  });
});
