import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, postcodeSchema } from './fields';
import { FORM_ERRORS_KEY, fieldErrors, firstFieldErrors } from './field-errors';
import { EMAIL_MESSAGE, POSTCODE_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { FOUR_DIGIT_POSTCODE } from './test-helpers';

const body = z.strictObject({
  lead: z.strictObject({
    email: emailSchema,
    postcode: postcodeSchema(FOUR_DIGIT_POSTCODE),
    visited_pages: z.array(z.string().max(3, { error: 'long' })).optional(),
  }),
});

function errorsOf(schema: z.ZodType, input: unknown, under?: string) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failed parse');
  return fieldErrors(result.error, under === undefined ? {} : { under });
}

describe('fieldErrors: messages per field, as API 422 answers carry them', () => {
  it.each<[string, unknown, string | undefined, Record<string, string[]>]>([
    [
      'one message per failing field',
      { lead: { email: 'nope', postcode: '' } },
      undefined,
      { 'lead.email': [EMAIL_MESSAGE], 'lead.postcode': [REQUIRED_MESSAGE] },
    ],
    [
      'relative to the lead, as the form names its fields',
      { lead: { email: 'nope', postcode: '20' } },
      'lead',
      { email: [EMAIL_MESSAGE], postcode: [POSTCODE_MESSAGE] },
    ],
    ['list items keep their index', { lead: { email: 'a@b.co', postcode: '2000', visited_pages: ['/', '/cars'] } }, 'lead', { 'visited_pages.1': ['long'] }],
    [
      'unknown keys are reported on each key',
      { lead: { email: 'a@b.co', postcode: '2000', emial: 'x', colour: 'red' } },
      'lead',
      { emial: ['Unrecognized keys: "emial", "colour"'], colour: ['Unrecognized keys: "emial", "colour"'] },
    ],
    ['a body that is not an object goes to the form key', 'hello', undefined, { [FORM_ERRORS_KEY]: ['Invalid input: expected object, received string'] }],
  ])('%s', (_label, input, under, expected) => {
    expect(errorsOf(body, input, under)).toEqual(expected);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('an unknown key named %s is reported on itself', (key) => {
    const input = JSON.parse(`{"lead":{"email":"a@b.co","postcode":"2000","${key}":"x"}}`) as unknown;
    const errors = errorsOf(body, input, 'lead');
    expect(Object.keys(errors)).toEqual([key]);
    expect(errors[key]).toEqual([`Unrecognized key: "${key}"`]);
    expect(Object.keys(firstFieldErrors(errors))).toEqual([key]);
  });

  it('repeats of one message on one field are listed once', () => {
    const schema = z.object({ a: z.string().refine(() => false, 'x').refine(() => false, 'x') });
    expect(errorsOf(schema, { a: '' })).toEqual({ a: ['x'] });
  });

  it('firstFieldErrors keeps the first message of each field', () => {
    expect(firstFieldErrors({ email: [EMAIL_MESSAGE, 'other'], phone: [] })).toEqual({ email: EMAIL_MESSAGE });
  });
});
