import { describe, expect, it } from 'vitest';
import { imageRemotePatterns, photoHostPattern, photoSourceAllowed } from './photo-hosts';

describe('imageRemotePatterns', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['cdn.example.com', [{ protocol: 'https', hostname: 'cdn.example.com', pathname: '/**' }]],
    [' CDN.Example.com , http://photos.dealer.net ', [
      { protocol: 'https', hostname: 'cdn.example.com', pathname: '/**' },
      { protocol: 'http', hostname: 'photos.dealer.net', pathname: '/**' },
    ]],
    ['**.dealerphotos.net,https://img.example.org/some/path', [
      { protocol: 'https', hostname: '**.dealerphotos.net', pathname: '/**' },
      { protocol: 'https', hostname: 'img.example.org', pathname: '/**' },
    ]],
  ])('reads %j', (setting, patterns) => {
    expect(imageRemotePatterns(setting)).toEqual(patterns);
  });

  it.each(['not a host', 'cdn..example.com', '*'])('refuses %j with the setting named', (setting) => {
    expect(() => imageRemotePatterns(setting)).toThrow(/IMAGE_REMOTE_HOSTS/);
  });

  it.each([
    ['cdn.example.com:8080', 'ports are not allowed; write cdn.example.com'],
    ['https://cdn.example.com:443/photos', 'ports are not allowed; write cdn.example.com'],
    ['ok.example.com,**.photos.net:', 'ports are not allowed; write **.photos.net'],
  ])('refuses %j naming the fix', (setting, fix) => {
    expect(() => imageRemotePatterns(setting)).toThrow(fix);
  });
});

describe('photoHostPattern', () => {
  it('names the setting it checks', () => {
    expect(() => photoHostPattern('cdn.example.com:8080', 'photoHosts')).toThrow('photoHosts: "cdn.example.com:8080": ports are not allowed; write cdn.example.com');
  });
});

describe('photoSourceAllowed', () => {
  const patterns = imageRemotePatterns('cdn.example.com,*.one.example,**.deep.example,http://plain.example');
  it.each([
    ['https://cdn.example.com/cars/1.jpg', true],
    ['https://CDN.example.com/cars/1.jpg', true],
    ['http://cdn.example.com/cars/1.jpg', false],
    ['https://evil.cdn.example.com/1.jpg', false],
    ['https://cdn.example.com.evil.net/1.jpg', false],
    ['https://a.one.example/1.jpg', true],
    ['https://a.b.one.example/1.jpg', false],
    ['https://one.example/1.jpg', false],
    ['https://a.deep.example/1.jpg', true],
    ['https://a.b.c.deep.example/1.jpg', true],
    ['https://deep.example/1.jpg', false],
    ['https://xdeep.example/1.jpg', false],
    ['http://plain.example/1.jpg', true],
    ['https://plain.example/1.jpg', false],
    ['https://cdn.example.com:8443/1.jpg', false],
    ['https://user:pw@cdn.example.com/1.jpg', false],
    ['https://127.0.0.1/1.jpg', false],
    ['https://[::1]/1.jpg', false],
    ['file:///etc/passwd', false],
    ['/media/cars/suv/red/1.svg', false],
    ['not a url', false],
  ])('%s -> %s', (source, allowed) => {
    expect(photoSourceAllowed(source, patterns)).toBe(allowed);
  });
});
