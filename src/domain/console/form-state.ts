/**
 * What a console form's server action answers the form with: a message for the whole form and
 * messages per field, in plain words. `done` carries what the next step needs.
 */
export type FormState<T = undefined> = {
  message: string | null;
  errors: Record<string, string[]>;
  done?: T;
};

export const EMPTY_FORM_STATE: FormState<never> = { message: null, errors: {} };
