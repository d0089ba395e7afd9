import type { validateStep } from '@/forms/validate-step';

let loading: Promise<typeof validateStep> | null = null;

/**
 * The form's validation and its schemas (Zod, about 32 KB gzip) load on first use instead of with
 * the page: a car page has two forms in closed dialogs that most visitors never open. The import
 * starts when focus first enters a form and is awaited by the resolver, so a submit never skips it.
 */
export function loadValidateStep(): Promise<typeof validateStep> {
  // A failed download (a dropped connection) is not kept: the next submit tries again.
  loading ??= import('@/forms/validate-step').then(
    (module) => module.validateStep,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
