/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Near-black or white, whichever reads better on the background: dealer brand colours vary. */
export function readableInk(background: string): '#111111' | '#ffffff' {
  return contrastRatio(background, '#111111') >= contrastRatio(background, '#ffffff') ? '#111111' : '#ffffff';
}

function mix(hex: string, toward: number, amount: number): string {
  const channels = [0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16));
  return `#${channels.map((c) => Math.round(c + (toward - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The brand colour itself when it reads as text on the background (WCAG AA, 4.5:1), otherwise
 * the brand colour darkened just enough: links keep the dealer's hue and stay legible.
 */
export function readableOn(colour: string, background = '#ffffff', minimum = 4.5): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, 0, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
