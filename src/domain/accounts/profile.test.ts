import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, NAME_MESSAGE, PHONE_AU_MESSAGE, POSTCODE_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages';
import { FOUR_DIGIT_POSTCODE, ZIP_CODE } from '../validation/test-helpers';
import { profileSchema } from './profile';

const schema = profileSchema({ phoneRule: 'au', allowUkPhoneNumbers: false, postcode: FOUR_DIGIT_POSTCODE });
const valid = { first_name: 'Jo', last_name: 'Citizen', email: 'Jo@Example.com', phone: '0412 345 678', postcode: '2000' };

describe('profileSchema', () => {
  it('accepts and normalises a complete profile', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, email: 'jo@example.com', phone: '0412345678' });
  });

  it.each([
    ['first_name', '', REQUIRED_MESSAGE],
    ['first_name', 'Jo3', NAME_MESSAGE],
    ['last_name', 'O\'Brien', NAME_MESSAGE],
    ['email', 'jo@', EMAIL_MESSAGE],
    ['phone', '12345', PHONE_AU_MESSAGE],
    ['phone', '', REQUIRED_MESSAGE],
    ['postcode', '200', POSTCODE_MESSAGE],
    ['postcode', '20000', POSTCODE_MESSAGE],
  ])('%s = %j reads %s', (field, value, message) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({ [field]: [message] });
  });

  it.each([
    ['78745', true],
    ['78745-1234', true],
    ['2000', false],
  ])('a US site takes the postcode %j as a ZIP code: %s', (postcode, accepted) => {
    const us = profileSchema({ phoneRule: 'us', allowUkPhoneNumbers: false, postcode: ZIP_CODE });
    const result = us.safeParse({ ...valid, phone: '(512) 555-0142', postcode });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.flatten().fieldErrors).toEqual({ postcode: [ZIP_CODE.message] });
  });
});
