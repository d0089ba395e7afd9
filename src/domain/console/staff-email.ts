/** The part after the last @, lower-cased: what a dealership's sign-up domain is matched against. */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '' : address.slice(at + 1).trim().toLowerCase();
}
