import { describe, expect, it } from 'vitest';
import * as messages from './messages';

// The spec's texts, copied from SPEC 5 and 8 character for character; a "fix" to their spelling breaks this on purpose.
describe('messages quote the spec exactly', () => {
  it.each<[keyof typeof messages, string]>([
    ['REQUIRED_MESSAGE', '*This is a required field.'],
    ['EMAIL_MESSAGE', 'invalid email address'],
    ['NAME_MESSAGE', 'Please use alphabetical characters only.'],
    ['POSTCODE_MESSAGE', 'Invalid postcode. Please enter a 4-digit number.'],
    ['PHONE_AU_MESSAGE', 'Invalid phone number. Must be an Australian number.'],
    ['PHONE_AU_MOBILE_MESSAGE', 'Must be an Australian mobile number.'],
    ['PHONE_US_MESSAGE', 'Must be a US number.'],
    ['PHONE_NZ_MESSAGE', 'Must be a New Zealand number.'],
    ['PHONE_TOO_LONG_MESSAGE', 'Invalid phone number. Too many characters.'],
    ['TERMS_CONSENT_MESSAGE', 'You must agree to the terms of use before submitting the form.'],
    ['SUBMIT_FAILED_MESSAGE', 'An error occurred when submitting this form'],
    ['UNEXPECTED_ERROR_MESSAGE', 'An unexpected error occured'],
    ['LOADING_LABEL', 'Loading'],
  ])('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });

  it("'Step X of Y'", () => {
    expect(messages.stepLabel(2, 5)).toBe('Step 2 of 5');
  });
});
