/** `name=secret` pairs separated by commas (a server setting such as STRIPE_SECRET_KEYS), as a map. */
export function secretPairs(list: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of (list ?? '').split(',')) {
    const at = item.indexOf('=');
    if (at > 0) map.set(item.slice(0, at).trim(), item.slice(at + 1).trim());
  }
  return map;
}
