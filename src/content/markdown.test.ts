import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

describe('markdownToSafeHtml', () => {
  it.each([
    ['paragraph and emphasis', 'We **love** cars.', '<p>We <strong>love</strong> cars.</p>'],
    ['heading 1 becomes 2', '# About', '<h2>About</h2>'],
    ['list', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['link kept', '[Call](tel:0299990000)', '<p><a href="tel:0299990000">Call</a></p>'],
    ['script removed', 'Hi <script>alert(1)</script>', '<p>Hi </p>'],
    ['event handler removed', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['javascript: URL removed', '[x](javascript:alert(1))', '<p><a>x</a></p>'],
    ['iframe removed', '<iframe src="https://evil.example"></iframe>', ''],
  ])('%s', (_name, markdown, html) => {
    expect(markdownToSafeHtml(markdown).trim()).toBe(html);
  });
});
