/**
 * How a licence number is shown beside its label. Dealers type numbers as their regulator prints
 * them: some are bare ("343054"), some carry their own label ("DL60460", "LMCT 44977", "MVRL25277").
 * A number that already starts with letters keeps its own label, so the site's label is never
 * doubled ("CL DL60460"); a bare number gets the site's label.
 */
export function labelledLicence(label: string, number: string): string {
  const trimmed = number.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return '';
  return carriesOwnLabel(trimmed) ? trimmed : `${label} ${trimmed}`;
}

/** Whether a licence number already starts with its regulator's label ("MVRL25277", "LMCT 44977"). */
export function carriesOwnLabel(number: string): boolean {
  return /^[A-Za-z]/.test(number.trim());
}

/** Every distinct licence of a site, each labelled once, in the order the locations list them. */
export function labelledLicences(label: string, numbers: readonly (string | null | undefined)[]): string[] {
  const labelled = numbers.filter((n): n is string => typeof n === 'string').map((n) => labelledLicence(label, n)).filter((n) => n !== '');
  return [...new Set(labelled)];
}
