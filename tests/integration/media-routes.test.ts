import { describe, expect, it } from 'vitest';
import { GET as carRoute } from '../../app/media/cars/[body]/[colour]/[view]/route';
import { GET as locationRoute } from '../../app/media/locations/[file]/route';
import { GET as logoRoute } from '../../app/media/logos/[file]/route';
import { checkXml } from '../../src/test-support/check-xml';


const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const request = new Request('http://localhost/media');

async function expectSvg(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(checkXml(await response.text())).toEqual([]);
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe('Not Found\n');
}

describe('media routes', () => {
  it.each([
    ['suv', 'red', '1.svg'],
    ['people-mover', 'white', '12.svg'],
    ['camper-trailer', 'brown', '7.svg'],
  ])('serves /media/cars/%s/%s/%s', async (body, colour, view) => {
    await expectSvg(await carRoute(request, params({ body, colour, view })));
  });

  it.each([
    ['spaceship', 'red', '1.svg'],
    ['SUV', 'red', '1.svg'],
    ['suv', 'mauve', '1.svg'],
    ['suv', 'gray', '1.svg'],
    ['suv', 'red', '0.svg'],
    ['suv', 'red', '13.svg'],
    ['suv', 'red', '01.svg'],
    ['suv', 'red', '1'],
    ['suv', 'red', '1.png'],
    ['suv', 'red', '1.svg.svg'],
    ['<script>', 'red', '1.svg'],
    ['__proto__', 'constructor', '1.svg'],
  ])('404s /media/cars/%s/%s/%s', async (body, colour, view) => {
    await expectNotFound(await carRoute(request, params({ body, colour, view })));
  });

  it.each(['toyota.svg', 'land-rover.svg', `${'a'.repeat(60)}.svg`])('serves /media/logos/%s', async (file) => {
    const response = await logoRoute(request, params({ file }));
    const svg = await response.clone().text();
    await expectSvg(response);
    if (file === 'land-rover.svg') expect(svg).toContain('Land Rover logo');
  });

  it.each(['Toyota.svg', 'toyota', 'toyota.png', '.svg', `${'a'.repeat(61)}.svg`, 'a_b.svg', '<x>.svg', 'a b.svg'])(
    '404s /media/logos/%s',
    async (file) => {
      await expectNotFound(await logoRoute(request, params({ file })));
    },
  );

  it.each(['1.svg', '7.svg', '999999.svg'])('serves /media/locations/%s', async (file) => {
    await expectSvg(await locationRoute(request, params({ file })));
  });

  it.each(['0.svg', '01.svg', '-1.svg', '1000000.svg', '1', 'a.svg', '1.5.svg'])('404s /media/locations/%s', async (file) => {
    await expectNotFound(await locationRoute(request, params({ file })));
  });
});
