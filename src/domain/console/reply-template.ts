/**
 * The automatic reply to a shopper (issue 28): a dealership's template per lead kind with the
 * tokens {first_name}, {car}, {dealership} and {phone}. A token with no value becomes an empty
 * string, except {first_name}, which falls back to "there" ("Hi there").
 */
const REPLY_TOKENS = ['first_name', 'car', 'dealership', 'phone'] as const;
type ReplyToken = (typeof REPLY_TOKENS)[number];
export type ReplyValues = Partial<Record<ReplyToken, string | null>>;

const TOKEN = /\{([a-z_]+)\}/g;

export function fillReply(template: string, values: ReplyValues): string {
  return template.replace(TOKEN, (whole, name: string) => {
    if (!(REPLY_TOKENS as readonly string[]).includes(name)) return whole;
    const value = values[name as ReplyToken]?.trim() ?? '';
    if (name === 'first_name' && value === '') return 'there';
    return value;
  });
}

/** Tokens the template names that are not ones we fill: a typo the settings page refuses. */
export function unknownTokens(template: string): string[] {
  const names = [...template.matchAll(TOKEN)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !(REPLY_TOKENS as readonly string[]).includes(name)))];
}

export const DEFAULT_REPLY = {
  subject: 'Thanks for your enquiry, {first_name}',
  body: 'Hi {first_name},\n\nThanks for your enquiry about {car}. Someone from {dealership} will be in touch shortly. If it is urgent, call us on {phone}.\n\n{dealership}',
};
