import { spell } from '../i18n/spell';
import type { Locale } from '../domain/site-config';
import type { FormDefinition } from './types';

/** A form's visible texts in the site's spelling (SPEC 1: enquiry becomes inquiry on US sites). */
export function spellDefinition(form: FormDefinition, locale: Locale): FormDefinition {
  const say = (text: string) => spell(text, locale);
  return {
    ...form,
    title: say(form.title),
    submitLabel: say(form.submitLabel),
    steps: form.steps.map((step) => ({
      ...step,
      title: say(step.title),
      fields: step.fields.map((field) => ({
        ...field,
        label: say(field.label),
        ...(field.hint ? { hint: say(field.hint) } : {}),
        ...(field.options ? { options: field.options.map((option) => ({ value: option.value, label: say(option.label) })) } : {}),
      })),
    })),
  };
}
