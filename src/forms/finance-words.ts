import type { Locale } from '../domain/site-config';
import { messagesFor } from '../i18n/messages';
import type { FieldOption } from './types';

/** The finance forms' words in the site's locale: what a deposit and the repayments are called there. */
export type FinanceFormWords = { deposit: string; depositOrTradeIn: string; repayments: string; frequencies: readonly FieldOption[] };

const FORM_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

/**
 * The catalogue's words (src/i18n). A frequency's value is its label in the site's words, as the
 * other answers are: the dealer reads the lead in them, so a US lead says Biweekly, never Fortnightly.
 */
export function financeFormWords(locale: Locale): FinanceFormWords {
  const { form, calculator } = messagesFor(locale).finance;
  return {
    ...form,
    frequencies: FORM_FREQUENCIES.map((frequency) => ({ value: calculator.frequencies[frequency], label: calculator.frequencies[frequency] })),
  };
}
