import { describe, expect, it } from 'vitest';
import { fallbackStatusOf } from './fallback-status';

describe('fallbackStatusOf', () => {
  it.each([
    ['notFound() in a boundary', '<main><h1>Sorry</h1><!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template><!--/$--></main>', 404],
    ['forbidden() in a boundary', '<!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;403"></template><!--/$-->', 403],
    ['unauthorized() in a boundary', '<!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;401"></template><!--/$-->', 401],
    ['another error in a boundary (rendered again in the browser)', '<!--$!--><template data-dgst="1234567"></template><!--/$-->', null],
    ['a page without one', '<main><h1>Used cars</h1></main>', null],
    ['the digest in the page data a script carries', '<script>self.__next_f.push([1,"32:E{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"}"])</script>', null],
    ['a shopper\'s text that names it, escaped', '<p>&lt;template data-dgst=&quot;NEXT_HTTP_ERROR_FALLBACK;404&quot;&gt;</p>', null],
  ])('%s', (_, html, status) => {
    expect(fallbackStatusOf(html)).toBe(status);
  });
});
