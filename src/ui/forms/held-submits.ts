/**
 * A car page's lead form is an interaction island: the shopper's first click starts loading its
 * code, and a Send pressed before that code has hydrated the form would post the page back with
 * no lead made. Such a submit is held and sent again once the form has hydrated. Only forms in
 * lead dialogs are held, and only until their form has hydrated once.
 */
const hydrated = new Set<string>();
const held = new Map<string, { form: HTMLFormElement; submitter: HTMLElement | null }>();
let holding = false;

/** The form definition's id, from the title the form is labelled by. */
function definitionId(form: HTMLFormElement): string | null {
  return form.getAttribute('aria-labelledby')?.replace(/-title$/, '') ?? null;
}

export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest('.lead-dialog')) return;
      const id = definitionId(form);
      if (id === null || hydrated.has(id)) return;
      event.preventDefault();
      held.set(id, { form, submitter: event.submitter });
    },
    { capture: true },
  );
}

export function formHydrated(id: string): void {
  hydrated.add(id);
  const submit = held.get(id);
  held.delete(id);
  if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter);
}
