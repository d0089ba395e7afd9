import { z } from 'zod';
import {
  checkboxSchema,
  currencySchema,
  dateTimeSchema,
  emailSchema,
  fieldFor,
  firstNameSchema,
  fullNameSchema,
  isBlank,
  kmSchema,
  lastNameSchema,
  locationIdSchema,
  messageSchema,
  parseNumberInput,
  postcodeSchema,
  regoSchema,
  requiredText,
  shortTextSchema,
  yearSchema,
} from '../domain/validation/fields';
import { mobilePhoneRule, type FormRules } from '../domain/validation/form-rules';
import { MESSAGE_MAX_LENGTH } from '../domain/validation/limits';
import { REQUIRED_MESSAGE } from '../domain/validation/messages';
import { phoneSchema } from '../domain/validation/phone';
import { cardExpirySchema, cardNumberSchema, dateOfBirthSchema, licenceNumberSchema } from './extra-fields';
import { NUMBER_MESSAGE, RATING_MESSAGE } from './messages';
import type { FieldDefinition } from './types';

/** What a field's schema may depend on besides the field: the site's rules and today's date. */
export type SchemaContext = { rules: FormRules; today: string };

const ADDRESS_MAX_LENGTH = 200;

/** Boxes of a check group arrive as a list, or as `false` when react-hook-form saw none ticked. */
const listSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []),
  z.array(shortTextSchema).min(1, { error: REQUIRED_MESSAGE }),
);

const numberSchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+(?:\.\d+)?$/, /[\s,]/g),
  z.number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : NUMBER_MESSAGE) }).min(0, { error: NUMBER_MESSAGE }),
);

const ratingSchema = z.preprocess(
  (value) => parseNumberInput(value, /^[1-5]$/, /\s/g),
  z.int({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : RATING_MESSAGE) }).min(1).max(5),
);

/** A file input's FileList (or a plain list in tests); required means at least one file. */
const filesSchema = z.preprocess(
  (value) => (value && typeof value === 'object' && 'length' in value ? Array.from(value as ArrayLike<unknown>) : []),
  z.array(z.unknown()).min(1, { error: REQUIRED_MESSAGE }),
);

/** A ticked box where the form needs one (a consent); an optional box is just a flag. */
const tickedSchema = z.preprocess((value) => (value === true || value === 'true' || value === 'on' ? true : undefined), z.literal(true, { error: REQUIRED_MESSAGE }));

/** The field's schema as a required field; `schemaFor` relaxes it for optional ones. */
function requiredSchema(field: FieldDefinition, context: SchemaContext): z.ZodType {
  const { rules } = context;
  switch (field.kind) {
    case 'full-name':
      return fullNameSchema;
    case 'first-name':
      return firstNameSchema;
    case 'last-name':
      return lastNameSchema;
    case 'email':
      return emailSchema;
    case 'phone':
      return phoneSchema({ ...rules, phoneRule: field.mobileOnly ? mobilePhoneRule(rules.phoneRule) : rules.phoneRule });
    case 'postcode':
      return postcodeSchema(rules.postcode);
    case 'currency':
      return currencySchema;
    case 'kilometre':
    case 'distance':
      return kmSchema;
    case 'year':
      return yearSchema(Number(context.today.slice(0, 4)));
    case 'rego':
      return regoSchema;
    case 'date-time':
    case 'booking-slot':
      return dateTimeSchema;
    case 'date-of-birth':
      return dateOfBirthSchema(context.today);
    case 'card-number':
      return cardNumberSchema;
    case 'card-expiry':
    case 'expiry-date':
      return cardExpirySchema(context.today);
    case 'licence-number':
      return licenceNumberSchema;
    case 'location-select':
      return locationIdSchema;
    case 'textarea':
      return field.name === 'message' ? messageSchema : requiredText(MESSAGE_MAX_LENGTH);
    case 'address':
      return requiredText(ADDRESS_MAX_LENGTH);
    case 'number':
      return numberSchema;
    case 'star-rating':
      return ratingSchema;
    case 'check-group':
    case 'check-card':
      return listSchema;
    case 'check':
      return tickedSchema;
    case 'opt-in':
      return checkboxSchema;
    case 'file':
      return filesSchema;
    case 'string':
    case 'make':
    case 'model':
    case 'select':
    case 'radio':
    case 'radio-group':
    case 'service-interval':
    case 'tyres':
      return shortTextSchema;
    case 'hidden':
    case 'button':
      return z.unknown().optional();
  }
}

/** Blank values of an optional field: an empty list or an unticked box counts as blank too. */
function blankish(value: unknown): boolean {
  return isBlank(value) || value === false || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && 'length' in value && (value as ArrayLike<unknown>).length === 0);
}

/** The schema of one field as its form asks for it: required, or optional but checked when given. */
export function schemaFor(field: FieldDefinition, context: SchemaContext): z.ZodType {
  const schema = requiredSchema(field, context);
  if (field.kind === 'opt-in' || field.kind === 'hidden' || field.kind === 'button') return schema;
  if (field.required) return schema;
  return z.preprocess((value) => (blankish(value) ? undefined : value), fieldFor(schema, 'optional'));
}
