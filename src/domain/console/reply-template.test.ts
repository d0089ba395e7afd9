import { describe, expect, it } from 'vitest';
import { fillReply, unknownTokens, type ReplyValues } from './reply-template';

describe('fillReply', () => {
  const values: ReplyValues = { first_name: 'Aroha', car: '2024 Toyota RAV4 GX', dealership: 'Harbour Toyota', phone: '09 555 0100' };
  const rows: [string, ReplyValues, string][] = [
    ['Hi {first_name}, about the {car}', values, 'Hi Aroha, about the 2024 Toyota RAV4 GX'],
    ['{dealership} on {phone}', values, 'Harbour Toyota on 09 555 0100'],
    ['Hi {first_name}', { first_name: null }, 'Hi there'],
    ['Hi {first_name}', { first_name: '  ' }, 'Hi there'],
    ['About {car}.', {}, 'About .'],
    ['{first_name} {first_name}', values, 'Aroha Aroha'],
    ['Keep {unknown} and {FIRST_NAME} as written', values, 'Keep {unknown} and {FIRST_NAME} as written'],
    ['No tokens', values, 'No tokens'],
  ];
  it.each(rows)('%s', (template, given, expected) => expect(fillReply(template, given)).toBe(expected));
});

describe('unknownTokens', () => {
  it.each([
    ['Hi {first_name} about {car}', []],
    ['Hi {firstname} at {dealer} and {dealer}', ['firstname', 'dealer']],
  ] as const)('%s', (template, expected) => expect(unknownTokens(template)).toEqual(expected));
});
