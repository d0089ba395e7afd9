/**
 * Every text a shopper can see from validation and lead sending, in one place so the browser form and
 * the API answer with the same words. The SPEC's texts are quoted exactly, spelling and punctuation
 * included ('occured' is the spec's); the rest fill gaps where the spec shows no text.
 */

// SPEC 5 texts.
export const REQUIRED_MESSAGE = '*This is a required field.';
export const EMAIL_MESSAGE = 'invalid email address';
export const NAME_MESSAGE = 'Please use alphabetical characters only.';
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const PHONE_AU_MESSAGE = 'Invalid phone number. Must be an Australian number.';
export const PHONE_AU_MOBILE_MESSAGE = 'Must be an Australian mobile number.';
export const PHONE_US_MESSAGE = 'Must be a US number.';
export const PHONE_NZ_MESSAGE = 'Must be a New Zealand number.';
export const PHONE_TOO_LONG_MESSAGE = 'Invalid phone number. Too many characters.';
export const TERMS_CONSENT_MESSAGE = 'You must agree to the terms of use before submitting the form.';

// SPEC 8 texts.
export const SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured';

// SPEC 2 screen texts of the multi-step form.
export const LOADING_LABEL = 'Loading';
export const stepLabel = (stepNumber: number, stepCount: number): string => `Step ${stepNumber} of ${stepCount}`;

// Our texts: the spec shows none for these cases.
/** A value of the wrong kind (a number where text belongs); only a hand-made request can cause it. */
export const INVALID_VALUE_MESSAGE = 'Invalid value.';
export const tooLongMessage = (max: number): string => `Please use ${max} characters or fewer.`;
export const AMOUNT_MESSAGE = 'Please enter a valid amount.';
export const YEAR_MESSAGE = 'Please enter a valid year.';
export const DISTANCE_MESSAGE = 'Please enter a valid distance.';
export const REGO_MESSAGE = 'Please enter a valid registration number.';
export const DATE_TIME_MESSAGE = 'Please enter a valid date and time.';
/** A key the lead does not have, usually a misspelt field name in a form. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field.';
export const CHOICE_MESSAGE = 'Please choose one of the options.';
export const tooManyMessage = (max: number): string => `Please choose ${max} or fewer.`;
