import { describe, expect, it } from 'vitest';
import { canonicalPath, imageType, pageMetadata, type SiteMeta } from './page-metadata';

const shareImage = { url: '/share/0a1b2c3d.png', alt: 'Harbour Toyota', width: 1200, height: 630, type: 'image/png' };
const site: SiteMeta = { name: 'Harbour Toyota', title: 'Harbour Toyota | Sydney', description: 'Toyota in Sydney.', shareImage };

describe('canonical link', () => {
  it.each([
    ['/contact', '/contact'],
    ['/contact-us/camperdown', '/contact-us/camperdown'],
    ['/success?category=contact', '/success'],
    ['/finance?car_id=12#finance-form', '/finance'],
    ['/service/', '/service'],
    ['/', '/'],
    ['', '/'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
    expect(pageMetadata(site, { path }).alternates?.canonical).toBe(expected);
  });
});

describe('og:image', () => {
  const images = (meta: ReturnType<typeof pageMetadata>) => (meta.openGraph as { images: Record<string, unknown>[] }).images;

  it.each([
    ['page picture (jpeg)', { url: 'https://cdn.example/car.jpg' }, { url: 'https://cdn.example/car.jpg', type: 'image/jpeg' }],
    ['page picture (png, query string)', { url: '/hero.png?w=1200' }, { url: '/hero.png?w=1200', type: 'image/png' }],
    ['page picture (svg): the site share card, as social sites do not render SVG', { url: '/media/cars/suv/red/front.svg' }, shareImage],
    ['page picture (svg, query string): the share card', { url: '/media/logos/toyota.svg?v=2' }, shareImage],
    ['no picture: the site share card', null, shareImage],
    ['picture absent: the site share card', undefined, shareImage],
    [
      "a car's share card keeps its size and type",
      { url: '/share/cars/2021-toyota-hilux-x/12345678.png', alt: '2021 Toyota HiLux', width: 1200, height: 630, type: 'image/png' },
      { url: '/share/cars/2021-toyota-hilux-x/12345678.png', alt: '2021 Toyota HiLux', width: 1200, height: 630, type: 'image/png' },
    ],
  ])('%s', (_name, image, expected) => {
    expect(images(pageMetadata(site, { path: '/x', image }))).toEqual([expect.objectContaining(expected)]);
  });

  it('the share card is a 1200x630 PNG named after the site', () => {
    expect(images(pageMetadata(site, { path: '/' }))).toEqual([{ url: '/share/0a1b2c3d.png', alt: 'Harbour Toyota', width: 1200, height: 630, type: 'image/png' }]);
  });

  it('an extension-less URL is taken for JPEG', () => {
    expect(imageType('https://cdn.example/image/123')).toBe('image/jpeg');
  });
});

describe('titles', () => {
  it('falls back to the site title', () => {
    const meta = pageMetadata(site, { path: '/' });
    expect(meta.title).toEqual({ absolute: site.title });
    expect(meta.description).toBe(site.description);
    expect(meta.openGraph?.url).toBe('/');
  });

  it('a page title is the og title with the site name', () => {
    const meta = pageMetadata(site, { path: '/contact', title: 'Contact us', description: 'Write to us.' });
    expect(meta.title).toBe('Contact us');
    expect(meta.openGraph?.title).toBe('Contact us | Harbour Toyota');
    expect(meta.description).toBe('Write to us.');
  });
});
