import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts, scriptHash } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScripts', () => {
  it.each([
    ['a plain inline script', '<script>a()</script>', ['a()']],
    ["Next's flight data", '<script>self.__next_f.push([1,"x"])</script><p>y</p>', ['self.__next_f.push([1,"x"])']],
    ['an empty inline script', '<script></script>', ['']],
    ['an external script', '<script src="/_next/static/a.js" async=""></script>', []],
    ['src written in capitals', '<SCRIPT SRC=/a.js></SCRIPT>', []],
    ['JSON-LD, a data block', '<script type="application/ld+json">{"a":1}</script>', []],
    ['JSON data', "<script type='application/json'>{}</script>", []],
    ['text/javascript', '<script type="text/javascript">b()</script>', ['b()']],
    ['a type in capitals with spaces', '<script type=" Text/JavaScript ">b()</script>', ['b()']],
    ['an empty type', '<script type="">b()</script>', ['b()']],
    ['a module', '<script type="module">import "x"</script>', ['import "x"']],
    ['an import map', '<script type="importmap">{"imports":{}}</script>', ['{"imports":{}}']],
    ['nomodule and async attributes', '<script nomodule async>c()</script>', ['c()']],
    ['a quoted > in an attribute', '<script data-x="a>b">d()</script>', ['d()']],
    ['a closing tag in capitals', '<script>e()</SCRIPT >', ['e()']],
    ['</scripts is not an end tag', '<script>f("</scripts")</script>', ['f("</scripts")']],
    ['a tag named scripts is not a script', '<scripts>g()</scripts>', []],
    ['several, in document order', '<script>1</script><div></div><script>2</script>', ['1', '2']],
    ['an unclosed script runs to the end', '<script>h()', ['h()']],
    ['no scripts', '<!doctype html><html><body><p>x</p></body></html>', []],
  ])('%s', (_, html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

describe('scriptHash', () => {
  it.each([
    ['plain text', 'a()', sha256('a()')],
    ['UTF-8 text', 'x("é✓")', sha256('x("é✓")')],
    ['CR LF read as LF', 'a()\r\nb()', sha256('a()\nb()')],
    ['a lone CR read as LF', 'a()\rb()', sha256('a()\nb()')],
    ['NUL read as U+FFFD', 'a\0', sha256('a\uFFFD')],
  ])('%s', (_, text, expected) => {
    expect(scriptHash(text)).toBe(expected);
  });

  it('is the hash the CSP specification gives for alert(1)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('inlineScriptHashes', () => {
  it('lists each distinct script once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')).toEqual([sha256('a()'), sha256('b()')]);
  });
});
