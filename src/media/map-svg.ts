/**
 * Stand-in static maps for location pages: a street grid with a park, a river and a pin in the
 * middle. The number shifts the grid and the river, so neighbouring locations differ. No text:
 * the page gives the address and the image's alternative text.
 */

const MAP_WIDTH = 800;
const MAP_HEIGHT = 400;

export function mapSvg(n: number): string {
  const offset = (n * 37) % 90;
  const tilt = ((n * 13) % 21) - 10;
  const streets: string[] = [];
  for (let x = -200 + offset; x < MAP_WIDTH + 200; x += 110) {
    streets.push(`<line x1="${x}" y1="-100" x2="${x}" y2="${MAP_HEIGHT + 100}" stroke="#ffffff" stroke-width="${x % 3 === 0 ? 14 : 8}"/>`);
  }
  for (let y = -100 + (offset % 60); y < MAP_HEIGHT + 100; y += 90) {
    streets.push(`<line x1="-200" y1="${y}" x2="${MAP_WIDTH + 200}" y2="${y}" stroke="#ffffff" stroke-width="8"/>`);
  }
  const riverY = 60 + ((n * 29) % 260);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#ebe7df"/>` +
    `<g transform="rotate(${tilt} ${MAP_WIDTH / 2} ${MAP_HEIGHT / 2})">${streets.join('')}` +
    `<rect x="${120 + offset}" y="${40 + (offset % 50)}" width="150" height="100" rx="6" fill="#c8e1b4"/></g>` +
    `<path d="M-10 ${riverY} C 200 ${riverY - 60}, 500 ${riverY + 80}, ${MAP_WIDTH + 10} ${riverY + 10}" fill="none" stroke="#a9cbe8" stroke-width="26"/>` +
    `<g transform="translate(${MAP_WIDTH / 2} ${MAP_HEIGHT / 2})">` +
    `<path d="M0 0 C -6 -14, -20 -22, -20 -36 A 20 20 0 1 1 20 -36 C 20 -22, 6 -14, 0 0 Z" fill="#d62d20" stroke="#8c1c13" stroke-width="2"/>` +
    `<circle cx="0" cy="-36" r="7" fill="#ffffff"/></g>` +
    `</svg>`
  );
}
