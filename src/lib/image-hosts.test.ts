import { describe, expect, it } from 'vitest';
import { imageRemotePatterns } from './image-hosts';

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
