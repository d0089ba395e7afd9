import { describe, expect, it } from 'vitest';
import photoLoader, { LOADER_WIDTHS, loaderWidth } from './photo-loader';

describe('photoLoader', () => {
  it.each([
    [{ src: 'https://cdn.example.com/a b.jpg', width: 640, quality: 75 }, '/media/photo?src=https%3A%2F%2Fcdn.example.com%2Fa+b.jpg&w=640&q=75'],
    [{ src: 'http://plain.example/1.jpg', width: 700 }, '/media/photo?src=http%3A%2F%2Fplain.example%2F1.jpg&w=750&q=75'],
    [{ src: 'https://cdn.example.com/1.jpg', width: 9000, quality: 50 }, '/media/photo?src=https%3A%2F%2Fcdn.example.com%2F1.jpg&w=3840&q=50'],
    [{ src: '/media/cars/suv/red/1.svg', width: 640 }, '/media/cars/suv/red/1.svg'],
    [{ src: '/media/photos/0123456789abcdef0123456789abcdef/1600.jpg', width: 640 }, '/media/photos/0123456789abcdef0123456789abcdef/1600.jpg'],
  ])('%j -> %s', (input, url) => {
    expect(photoLoader(input)).toBe(url);
  });

  it('asks only for widths the route makes', () => {
    for (const width of [1, 33, 640, 641, 3839, 5000]) expect(LOADER_WIDTHS).toContain(loaderWidth(width));
  });
});
