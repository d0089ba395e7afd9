/**
 * Where a lead staff add by hand came from (issue 28): the lead's `source`, as the forms' leads
 * carry 'Website'.
 */
export const MANUAL_SOURCES = ['Phone call', 'Walk-in', 'Email', 'Social media', 'Other'] as const;
export type ManualSource = (typeof MANUAL_SOURCES)[number];

export function isManualSource(value: string): value is ManualSource {
  return (MANUAL_SOURCES as readonly string[]).includes(value);
}
