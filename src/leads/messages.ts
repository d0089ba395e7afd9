/** The lead API's own answers (field messages come from src/domain/validation/messages.ts). */
export const INVALID_LEAD_MESSAGE = 'Please check the highlighted fields.';
export const FORBIDDEN_MESSAGE = 'This lead cannot be changed without its token.';
export const COMPLETED_MESSAGE = 'This enquiry has already been sent.';
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';
