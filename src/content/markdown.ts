import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A content page's Markdown body as HTML safe to insert: marked renders it, sanitize-html keeps
 * only text formatting, links and images (no script, style, iframe, event handler or javascript: URL).
 */

const marked = new Marked({ gfm: true, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // A heading level 1 belongs to the page title; the body's headings start at level 2.
  transformTags: { h1: 'h2' },
};

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
}
