/**
 * Input masks (the phone rules' masks, SPEC 5 "Input masks depend on region"): '0' takes a digit,
 * anything else is written as it stands once a digit follows it. Digits past the mask are dropped.
 */
export function applyMask(mask: string | null, typed: string): string {
  if (mask === null) return typed;
  const digits = typed.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '0') {
      out += digits[next];
      next += 1;
    } else out += char;
  }
  return out;
}
