import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-corolla?x=1#top', '/cars/2021-toyota-corolla?x=1#top'],
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['/finance?car_id=12&vin=ABC', '/finance?car_id=12&vin=ABC'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/a/../b', '/b'],
    ['/a/./b', '/a/b'],
    ['/a/%2e%2e/b', '/b'],
    ['/..', '/'],
    ['/../my-garage', '/my-garage'],
    ['/a?next=//evil.example', '/a?next=//evil.example'],
    ['/a#//evil.example', '/a#//evil.example'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['http without slashes', 'http:evil.example'],
    ['protocol-relative', '//evil.example/path'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['leading backslashes', '\\\\evil.example'],
    ['slash backslash after dots', '/..\\/evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data url', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'my-garage'],
    ['leading space', ' //evil.example'],
    ['dot-dot then two slashes', '/..//evil.example'],
    ['dot then two slashes', '/.//evil.example'],
    ['segment, dot-dot, two slashes', '/x/..//evil.example'],
    ['deep dot-dots', '/a/b/../../..//evil.example'],
    ['encoded dot-dot', '/%2e%2e//evil.example'],
    ['upper-case encoded dot-dot', '/%2E%2E//evil.example'],
    ['encoded single dot', '/%2e//evil.example'],
    ['half-encoded dot-dot', '/.%2e//evil.example'],
    ['dot-dot with encoded slashes', '/..%2f%2fevil.example'],
    ['dot-dot with an encoded slash', '/../%2fevil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded first slash', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['dot-dot then encoded backslash', '/..%5c%5cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded dot-dot', '/%252e%252e//evil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['carriage return after dot-dot', '/..\r//evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['credentials', '//user:pass@evil.example/'],
    ['broken encoding', '/%E0%A4%A'],
    ['empty', ''],
    ['undefined', undefined],
    ['a number', 42],
    ['a list', ['/a', '/b']],
    ['deeply encoded', '/%25252525252F'],
    ['too long', `/${'a'.repeat(2_000)}`],
  ])('falls back to the home page for %s', (_name, input) => {
    expect(safeLocalPath(input)).toBe(HOME_PATH);
  });
});
