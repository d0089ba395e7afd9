/**
 * Texts of the form pages that the SPEC does not give (its own texts live in
 * src/domain/validation/messages.ts and are used from there).
 */
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a valid date of birth.';
export const CARD_NUMBER_MESSAGE = 'Please enter a valid card number.';
export const CARD_EXPIRY_MESSAGE = 'Please enter the expiry as MM/YY.';
export const LICENCE_NUMBER_MESSAGE = 'Please enter a valid licence number.';
export const NUMBER_MESSAGE = 'Please enter a number.';
export const RATING_MESSAGE = 'Please choose a rating.';
