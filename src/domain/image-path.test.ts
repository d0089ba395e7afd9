import { describe, expect, it } from 'vitest';
import { isLocalImagePath } from './image-path';

describe('isLocalImagePath: a photo path on this installation, never another host', () => {
  it.each<[string, boolean]>([
    ['/media/cars/suv/white/1.svg', true],
    ['/media/cars/a%20b.jpg', true],
    ['/media/photo.jpg?w=640', false],
    ['/', true],
    ['//evil.example/x.jpg', false],
    ['/\\evil.example/x.jpg', false],
    ['\\\\evil.example/x.jpg', false],
    ['/\\/evil.example/x.jpg', false],
    ['/%5Cevil.example/x.jpg', false],
    ['/%5cevil.example/x.jpg', false],
    ['/%2Fevil.example/x.jpg', false],
    ['/%2fevil.example/x.jpg', false],
    ['/media/%2e%2e/%2e%2e/etc/passwd', false],
    ['/media/../x.jpg', false],
    ['/media/./x.jpg', false],
    ['/media/%00.jpg', false],
    ['/media/%0d%0aSet-Cookie:x.jpg', false],
    ['/media/%ff.jpg', false],
    ['/media/x.jpg\t', false],
    ['/ media/x.jpg', false],
    ['/\tevil.example/x.jpg', false],
    ['media/x.jpg', false],
    ['https://cdn.example/1.jpg', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isLocalImagePath(value)).toBe(expected);
  });
});
