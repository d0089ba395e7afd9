/** Base and shade pairs of the generated media's brand colours (logo badges, dealership fascias). */
export const BRAND_COLOURS: ReadonlyArray<readonly [base: string, dark: string]> = [
  ['#c8102e', '#86091d'],
  ['#0b4ea2', '#062f66'],
  ['#1f7a4d', '#0f4a2d'],
  ['#e35205', '#9a3602'],
  ['#333f48', '#1a2127'],
  ['#6d2077', '#43104a'],
  ['#00857c', '#00534d'],
  ['#b8860b', '#7a5906'],
];
