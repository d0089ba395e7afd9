import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-corolla?x=1#top', '/cars/2021-toyota-corolla?x=1#top'],
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['/finance?car_id=12&vin=ABC', '/finance?car_id=12&vin=ABC'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['http without slashes', 'http:evil.example'],
    ['protocol-relative', '//evil.example/path'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['leading backslashes', '\\\\evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data url', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'my-garage'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded first slash', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['broken encoding', '/%E0%A4%A'],
    ['empty', ''],
    ['undefined', undefined],
    ['a list', ['/a', '/b']],
    ['deeply encoded', '/%25252525252F'],
  ])('falls back to the home page for %s', (_name, input) => {
    expect(safeLocalPath(input)).toBe(HOME_PATH);
  });
});
