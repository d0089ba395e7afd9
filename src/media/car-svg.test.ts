import { describe, expect, it } from 'vitest';
import {
  CAR_BODIES,
  CAR_COLOURS,
  CAR_VIEWS,
  carBodyOf,
  carColourOf,
  carImagePath,
  carSvg,
  carViewOf,
} from './car-svg';
import { checkXml } from '../test-support/check-xml';
import { locationSvg } from './location-svg';
import { initialsOf, logoSvg } from './logo-svg';

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "sedan' onload='x",
  'javascript:alert(1)',
  '&amp;&#x3c;',
  'zq-unknown-zq',
  '../../etc/passwd',
  'SEDAN\u0000',
  '🚗',
  '',
];

describe('checkXml (the test helper itself)', () => {
  it.each([
    ['<svg><g></svg>', false],
    ['<svg a="1" a="2"/>', false],
    ['<svg>a < b</svg>', false],
    ['<svg>&nbsp;</svg>', false],
    ['<svg/><svg/>', false],
    ['<svg fill="url(#nope)"/>', false],
    ['<svg><g id="a"/><use href="#a"/></svg>', true],
  ])('%s well-formed: %s', (xml, ok) => {
    expect(checkXml(xml).length === 0).toBe(ok);
  });
});

describe('carSvg', () => {
  const pairs = CAR_BODIES.flatMap((body) => CAR_COLOURS.map((colour) => [body, colour] as const));

  it('draws the bodies, colours and views of the brief', () => {
    const bodies = [
      ...['suv', 'hatchback', 'ute', 'coupe', 'sedan', 'wagon', 'van', 'convertible', 'people-mover'],
      ...['sports', 'cruiser', 'adventure', 'naked', 'scooter', 'dirt'],
      ...['caravan', 'motorhome', 'campervan', 'camper-trailer'],
      ...['prime-mover', 'rigid', 'cab-chassis', 'tipper'],
    ];
    expect([...CAR_BODIES].sort()).toEqual(bodies.sort());
    expect([...CAR_COLOURS].sort()).toEqual(
      ['white', 'black', 'silver', 'grey', 'blue', 'red', 'green', 'yellow', 'orange', 'brown'].sort(),
    );
    expect(CAR_VIEWS).toBe(12);
  });

  it.each(pairs)('%s in %s is well-formed in every view', (body, colour) => {
    for (let view = 1; view <= CAR_VIEWS; view += 1) {
      const svg = carSvg(body, colour, view);
      expect(checkXml(svg)).toEqual([]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
      expect(svg).toMatch(/<title id="title">[A-Z][a-z]+ [^<]+, photo \d+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined|null|Infinity/);
    }
  });

  it('gives every view of a car a different picture', () => {
    const views = new Set(Array.from({ length: CAR_VIEWS }, (_, i) => carSvg('suv', 'red', i + 1)));
    expect(views.size).toBe(CAR_VIEWS);
  });

  it('gives every body a different drawing and every colour a different paint', () => {
    expect(new Set(CAR_BODIES.map((body) => carSvg(body, 'blue', 1))).size).toBe(CAR_BODIES.length);
    expect(new Set(CAR_COLOURS.map((colour) => carSvg('ute', colour, 1))).size).toBe(CAR_COLOURS.length);
  });

  it('names the colour and body in the title', () => {
    expect(carSvg('people-mover', 'silver', 3)).toContain('<title id="title">Silver people mover, photo 3</title>');
    expect(carSvg('prime-mover', 'white', 12)).toContain('<title id="title">White prime mover, photo 12</title>');
  });

  it.each(HOSTILE)('falls back and echoes nothing for hostile body %j', (input) => {
    const svg = carSvg(input, input, 1);
    expect(svg).toBe(carSvg('sedan', 'grey', 1));
    if (input.length > 2) expect(svg).not.toContain(input);
  });

  it('falls back per argument', () => {
    expect(carSvg('hovercraft', 'red', 2)).toBe(carSvg('sedan', 'red', 2));
    expect(carSvg('ute', 'mauve', 2)).toBe(carSvg('ute', 'grey', 2));
    expect(carSvg('ute', 'gray', 2)).toBe(carSvg('ute', 'grey', 2));
    expect(carSvg(' SUV ', 'RED', 4)).toBe(carSvg('suv', 'red', 4));
    expect(carSvg('People Mover', 'Blue', 4)).toBe(carSvg('people-mover', 'blue', 4));
  });
});

describe('carBodyOf, carColourOf, carViewOf and carImagePath', () => {
  it.each([
    ['suv', 'suv'],
    ['SUV', 'suv'],
    ['cab chassis', 'cab-chassis'],
    ['camper_trailer', 'camper-trailer'],
    ['spaceship', 'sedan'],
    ['constructor', 'sedan'],
    ['__proto__', 'sedan'],
    [null, 'sedan'],
    [undefined, 'sedan'],
  ])('body %j -> %s', (input, expected) => {
    expect(carBodyOf(input)).toBe(expected);
  });

  it.each([
    ['red', 'red'],
    ['Silver', 'silver'],
    ['Gray', 'grey'],
    ['toString', 'grey'],
    ['burgundy', 'grey'],
    [null, 'grey'],
  ])('colour %j -> %s', (input, expected) => {
    expect(carColourOf(input)).toBe(expected);
  });

  it.each([
    [1, 1],
    [12, 12],
    [13, 1],
    [24, 12],
    [0, 12],
    [-1, 11],
    [3.7, 3],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('view %d -> %d', (input, expected) => {
    expect(carViewOf(input)).toBe(expected);
  });

  it('builds URLs the route accepts', () => {
    expect(carImagePath('SUV', 'Red', 3)).toBe('/media/cars/suv/red/3.svg');
    expect(carImagePath('hovercraft', 'Mauve', 15)).toBe('/media/cars/sedan/grey/3.svg');
  });
});

describe('logoSvg', () => {
  it.each([
    ['toyota', 'Toyota', 'T'],
    ['land-rover', 'Land Rover', 'LR'],
    ['mercedes-benz', 'Mercedes-Benz', 'MB'],
    ['great-wall-motors', 'Great Wall Motors', 'GW'],
    ['skoda', 'Škoda', 'S'],
    ['4wd-centre', '4wd Centre', '4C'],
    ['x', '!!!', 'X'],
    ['!!!', '!!!', '?'],
  ])('%s (%s) -> %s', (slug, name, initials) => {
    const svg = logoSvg(slug, name);
    expect(checkXml(svg)).toEqual([]);
    expect(svg).toContain(`>${initials}</text>`);
  });

  it('is deterministic and spreads brands over colours', () => {
    expect(logoSvg('kia', 'Kia')).toBe(logoSvg('kia', 'Kia'));
    const slugs = ['toyota', 'mazda', 'kia', 'hyundai', 'ford', 'nissan', 'honda', 'subaru', 'bmw', 'audi'];
    const colours = new Set(slugs.map((slug) => /stop-color="(#[0-9a-f]{6})"/.exec(logoSvg(slug, slug))?.[1]));
    expect(colours.size).toBeGreaterThanOrEqual(5);
  });

  it('escapes the name and reduces the initials to letters and digits', () => {
    const svg = logoSvg('x', '<script>alert("x")</script> & co');
    expect(checkXml(svg)).toEqual([]);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co logo');
    expect(svg).toContain('>SA</text>');
    expect(checkXml(logoSvg('x', 'bad\u0000\u0007 name'))).toEqual([]);
  });

  it('initialsOf', () => {
    expect(initialsOf('Harbour Toyota')).toBe('HT');
    expect(initialsOf('')).toBe('');
  });
});

describe('locationSvg', () => {
  it('is well-formed and varies with n', () => {
    const svgs = Array.from({ length: 48 }, (_, i) => locationSvg(i + 1));
    for (const svg of svgs) expect(checkXml(svg)).toEqual([]);
    expect(new Set(svgs).size).toBe(48);
  });

  it.each([0, -3, 1.5, Number.NaN, 999_999])('accepts odd n %d', (n) => {
    const svg = locationSvg(n);
    expect(checkXml(svg)).toEqual([]);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });
});
