import { describe, expect, it } from 'vitest';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages';
import { isOwnPhone, watchlistRequestSchema } from './watchlist';
import { removedToast, savedToast } from './watchlist-toast';

describe('watchlistRequestSchema', () => {
  it.each([
    [{ phone_number: '0412345678', car_id: 12 }, { phone_number: '0412345678', car_id: 12 }],
    [{ phone_number: ' 0412 345 678 ', car_id: '12' }, { phone_number: '0412 345 678', car_id: 12 }],
  ])('accepts %j', (body, expected) => {
    expect(watchlistRequestSchema.parse(body)).toEqual(expected);
  });

  it.each([
    [{ car_id: 12 }, { phone_number: [REQUIRED_MESSAGE] }],
    [{ phone_number: '', car_id: 12 }, { phone_number: [REQUIRED_MESSAGE] }],
    [{ phone_number: '0412345678' }, { car_id: [REQUIRED_MESSAGE] }],
    [{ phone_number: '0412345678', car_id: 'abc' }, { car_id: [INVALID_VALUE_MESSAGE] }],
    [{ phone_number: '0412345678', car_id: -1 }, { car_id: [INVALID_VALUE_MESSAGE] }],
    [{ phone_number: '0412345678', car_id: 1.5 }, { car_id: [INVALID_VALUE_MESSAGE] }],
    [{ phone_number: '0412345678', car_id: 99999999999 }, { car_id: [INVALID_VALUE_MESSAGE] }],
    [{ phone_number: '0412345678', car_id: {} }, { car_id: [INVALID_VALUE_MESSAGE] }],
  ])('refuses %j', (body, errors) => {
    const result = watchlistRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual(errors);
  });
});

describe('toasts', () => {
  it('quote SPEC 8 with a View List link', () => {
    expect(savedToast('2021 Toyota Corolla')).toEqual({
      title: 'Car Saved In Watchlist',
      text: '2021 Toyota Corolla is now available in your watchlist',
      link: { href: '/watchlist', label: 'View List' },
    });
    expect(removedToast('2021 Toyota Corolla').title).toBe('Car Removed');
    expect(removedToast('2021 Toyota Corolla').text).toBe('2021 Toyota Corolla is no longer in your watchlist');
  });
});

describe('isOwnPhone', () => {
  it.each([
    ['0412345678', '0412345678', true],
    ['0412 345 678', '0412345678', true],
    ['+61412345678', '0412345678', true],
    ['0412345679', '0412345678', false],
    ['0412345678', null, false],
    ['---', '', false],
  ])('%s against %s', (given, own, expected) => {
    expect(isOwnPhone(given, own)).toBe(expected);
  });
});
