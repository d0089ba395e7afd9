import { describe, expect, it } from 'vitest';
import { answerFieldErrors, postLead } from './post-lead';

const answer = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(body === undefined ? 'not json' : JSON.stringify(body), { status })) as typeof fetch;

describe('postLead', () => {
  it.each([
    ['201 with an id', answer(201, { id: 7, lead_id: 'L7', lead_token: 't' }), { ok: true, created: { id: 7, lead_id: 'L7', lead_token: 't' } }],
    ['201 without an id (SPEC 4: no id is an error)', answer(201, {}), { ok: false, fieldErrors: {} }],
    ['422 with field errors', answer(422, { errors: { email: 'invalid email address' } }), { ok: false, fieldErrors: { email: 'invalid email address' } }],
    ['500', answer(500, { error: 'Something went wrong' }), { ok: false, fieldErrors: {} }],
    ['a body that is not JSON', answer(502, undefined), { ok: false, fieldErrors: {} }],
    [
      'a network failure',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      { ok: false, fieldErrors: {} },
    ],
  ])('%s', async (_label, fetcher, expected) => {
    expect(await postLead({ lead: {} }, fetcher)).toEqual(expected);
  });
});

describe('answerFieldErrors', () => {
  it.each([
    [{ errors: { phone: ['Must be an Australian mobile number.', 'x'] } }, { phone: 'Must be an Australian mobile number.' }],
    [{ errors: { 'lead.name': '*This is a required field.' } }, { name: '*This is a required field.' }],
    [{ errors: 'nope' }, {}],
    [null, {}],
  ])('%j -> %j', (body, expected) => {
    expect(answerFieldErrors(body)).toEqual(expected);
  });
});
