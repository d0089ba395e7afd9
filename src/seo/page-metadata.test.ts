import { describe, expect, it } from 'vitest';
import { canonicalPath, imageType, pageMetadata, type SiteMeta } from './page-metadata';

const site: SiteMeta = { name: 'Harbour Toyota', title: 'Harbour Toyota | Sydney', description: 'Toyota in Sydney.', logoUrl: '/media/logos/harbour-toyota.svg' };

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
  const images = (meta: ReturnType<typeof pageMetadata>) => (meta.openGraph as { images: { url: string; type: string }[] }).images;

  it.each([
    ['page picture (jpeg)', { url: 'https://cdn.example/car.jpg' }, 'https://cdn.example/car.jpg', 'image/jpeg'],
    ['page picture (png, query string)', { url: '/hero.png?w=1200' }, '/hero.png?w=1200', 'image/png'],
    ['page picture (svg)', { url: '/media/cars/suv/red/front.svg' }, '/media/cars/suv/red/front.svg', 'image/svg+xml'],
    ['no picture: the site logo', null, '/media/logos/harbour-toyota.svg', 'image/svg+xml'],
    ['picture absent: the site logo', undefined, '/media/logos/harbour-toyota.svg', 'image/svg+xml'],
  ])('%s', (_name, image, url, type) => {
    const [first] = images(pageMetadata(site, { path: '/x', image }));
    expect(first).toMatchObject({ url, type });
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
