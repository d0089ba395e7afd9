import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../domain/validation/messages';
import { emailSchema } from '../../domain/validation/fields';
import { zodResolver } from './zod-resolver';

const schema = z.object({ email: emailSchema });
const resolve = (values: Record<string, unknown>) =>
  zodResolver(schema)(values as { email: string }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('zodResolver', () => {
  it.each([
    [{ email: '' }, { email: { type: 'validate', message: REQUIRED_MESSAGE } }],
    [{ email: 'nope' }, { email: { type: 'validate', message: 'invalid email address' } }],
    [{ email: ' a@b.co ' }, {}],
  ])('%j -> errors %j', async (values, errors) => {
    expect((await resolve(values)).errors).toEqual(errors);
  });

  it('passes the parsed values on', async () => {
    expect((await resolve({ email: ' a@b.co ' })).values).toEqual({ email: 'a@b.co' });
  });
});
