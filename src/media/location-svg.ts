import { BRAND_COLOURS } from './palette';

/**
 * Stand-in dealership photos: a flat illustration of a showroom with its forecourt. The number
 * picks the brand colour, the sky and the layout, so neighbouring locations look different.
 */

const LOCATION_WIDTH = 800;
const LOCATION_HEIGHT = 450;

const FASCIAS = BRAND_COLOURS;

const SKIES: ReadonlyArray<readonly [top: string, bottom: string, hills: string]> = [
  ['#7fbdf5', '#e3f2ff', '#9cc58a'],
  ['#f6b38a', '#fde8d2', '#b9a27a'],
  ['#9fb3c8', '#e6edf3', '#8fae9a'],
];

const CAR_PAINTS = ['#eef0ee', '#1d2024', '#c2c7cc', '#1f5fbf', '#c41f2b', '#6a7077', '#2e7b4e'] as const;

function pick<T>(list: readonly T[], index: number): T {
  // Callers pass non-empty constant tables, so the fallback to the first entry never applies.
  return list[((index % list.length) + list.length) % list.length] ?? list[0]!;
}

/** A small side-on car for the forecourt, `x` at its left end, facing right unless flipped. */
function forecourtCar(x: number, y: number, paint: string, flip: boolean): string {
  const transform = flip ? `translate(${x + 110} ${y}) scale(-1 1)` : `translate(${x} ${y})`;
  return (
    `<g transform="${transform}">` +
    '<ellipse cx="55" cy="38" rx="62" ry="6" fill="#000" opacity=".25"/>' +
    `<path d="M4 30L2 18Q4 10 14 9L30 7Q38 -6 52 -7L70 -7Q80 -6 88 4L104 8Q110 12 110 22L110 30Z" fill="${paint}" stroke="#000" stroke-opacity=".25"/>` +
    '<path d="M36 6Q42 -2 52 -3L60 -3L60 6ZM64 -3L70 -3Q77 -2 82 5L64 6Z" fill="#2a3744"/>' +
    '<circle cx="26" cy="30" r="9" fill="#1c1e21"/><circle cx="26" cy="30" r="4" fill="#c2c7cc"/>' +
    '<circle cx="88" cy="30" r="9" fill="#1c1e21"/><circle cx="88" cy="30" r="4" fill="#c2c7cc"/>' +
    '</g>'
  );
}

function flag(x: number, colour: string): string {
  return (
    `<rect x="${x}" y="150" width="4" height="170" fill="#9aa3ab"/>` +
    `<path d="M${x + 4} 154Q${x + 30} 146 ${x + 44} 160L${x + 40} 236Q${x + 26} 226 ${x + 4} 232Z" fill="${colour}"/>`
  );
}

function glassBay(x: number, width: number): string {
  const mullions = Array.from({ length: Math.floor(width / 48) }, (_, i) => x + 48 * (i + 1))
    .filter((m) => m < x + width - 10)
    .map((m) => `M${m} 200V318`)
    .join('');
  return (
    `<rect x="${x}" y="200" width="${width}" height="118" fill="url(#glass)"/>` +
    `<path d="${mullions}" stroke="#cfd6dc" stroke-width="4"/>` +
    `<path d="M${x + 10} 300L${x + 70} 210M${x + 40} 312L${x + 110} 206" stroke="#fff" stroke-opacity=".18" stroke-width="10"/>`
  );
}

function serviceBay(x: number): string {
  const slats = Array.from({ length: 9 }, (_, i) => `M${x + 8} ${226 + i * 10}H${x + 92}`).join('');
  return (
    `<rect x="${x}" y="210" width="100" height="108" fill="#5b6770"/>` +
    `<rect x="${x + 8}" y="218" width="84" height="100" fill="#aeb7bf"/>` +
    `<path d="${slats}" stroke="#8d979f" stroke-width="2"/>`
  );
}

/** An 800x450 dealership illustration; `n` is any whole number (it wraps around the tables). */
export function locationSvg(n: number): string {
  const seed = Number.isFinite(n) ? Math.abs(Math.trunc(n)) : 0;
  const [fascia, fasciaDark] = pick(FASCIAS, seed);
  const [skyTop, skyBottom, hills] = pick(SKIES, Math.floor(seed / FASCIAS.length));
  const withService = seed % 2 === 0;
  const flagCount = 2 + (seed % 3);

  const flags = Array.from({ length: flagCount }, (_, i) => flag(14 + i * 28, i % 2 === 0 ? fascia : '#ffffff')).join('');
  const cars = [0, 1, 2, 3]
    .map((i) => forecourtCar(150 + i * 140, 372 + (i % 2) * 14, pick(CAR_PAINTS, seed + i * 3), (seed + i) % 3 === 0))
    .join('');
  const bays = withService ? glassBay(170, 360) + serviceBay(560) : glassBay(170, 300) + glassBay(500, 160);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOCATION_WIDTH} ${LOCATION_HEIGHT}" width="${LOCATION_WIDTH}" height="${LOCATION_HEIGHT}" role="img" aria-labelledby="title">` +
    '<title id="title">Dealership showroom</title>' +
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8aa3"/><stop offset=".6" stop-color="#2f4254"/><stop offset="1" stop-color="#223140"/></linearGradient>' +
    `<linearGradient id="fascia" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${fascia}"/><stop offset="1" stop-color="${fasciaDark}"/></linearGradient>` +
    '</defs>' +
    '<rect width="800" height="330" fill="url(#sky)"/>' +
    `<path d="M0 330V250Q150 200 320 240T640 220T800 236V330Z" fill="${hills}"/>` +
    '<circle cx="60" cy="286" r="34" fill="#4e7a3b"/><circle cx="760" cy="280" r="40" fill="#4e7a3b"/>' +
    '<rect x="0" y="318" width="800" height="132" fill="#7d848a"/>' +
    '<rect x="0" y="318" width="800" height="8" fill="#c9ced3"/>' +
    // building
    '<rect x="130" y="150" width="560" height="170" fill="#e9ecef"/>' +
    '<rect x="130" y="150" width="560" height="12" fill="#d3d8dd"/>' +
    bays +
    '<rect x="118" y="120" width="584" height="44" rx="4" fill="url(#fascia)"/>' +
    '<rect x="330" y="128" width="160" height="28" rx="14" fill="#fff"/>' +
    `<circle cx="348" cy="142" r="9" fill="${fascia}"/>` +
    `<rect x="364" y="137" width="110" height="10" rx="5" fill="${fasciaDark}" opacity=".8"/>` +
    `<path d="M250 164H420L410 186H260Z" fill="${fasciaDark}"/>` +
    // pylon sign
    '<rect x="736" y="160" width="10" height="160" fill="#9aa3ab"/>' +
    '<rect x="712" y="80" width="58" height="96" rx="6" fill="url(#fascia)"/>' +
    '<circle cx="741" cy="112" r="16" fill="#fff"/>' +
    '<rect x="722" y="140" width="38" height="8" rx="4" fill="#fff" opacity=".8"/>' +
    flags +
    // forecourt
    '<path d="M140 360H700M200 360L180 450M340 360L330 450M480 360L480 450M620 360L630 450" stroke="#e8eaec" stroke-width="3" opacity=".6"/>' +
    cars +
    '</svg>'
  );
}
