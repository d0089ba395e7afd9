/**
 * Text for XML 1.0 content and attribute values. Markup characters become entities; characters
 * XML 1.0 cannot carry at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped,
 * because a single one makes the whole document unparseable for the receiving CRM.
 */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export type XmlNode = { name: string; attributes?: Record<string, string>; children?: (XmlNode | null)[]; text?: string | null };

/** An element, or null (left out) when it would carry no text and no children. */
export function element(name: string, content: string | number | null | undefined | (XmlNode | null)[], attributes?: Record<string, string>): XmlNode | null {
  if (Array.isArray(content)) {
    const children = content.filter((c): c is XmlNode => c !== null);
    return children.length > 0 ? { name, attributes, children } : null;
  }
  if (content === null || content === undefined || String(content).trim() === '') return null;
  return { name, attributes, text: String(content) };
}

export function renderXml(node: XmlNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.children) {
    const inner = node.children.filter((c): c is XmlNode => c !== null).map((c) => renderXml(c, depth + 1));
    return `${indent}<${node.name}${attributes}>\n${inner.join('\n')}\n${indent}</${node.name}>`;
  }
  return `${indent}<${node.name}${attributes}>${escapeXml(node.text ?? '')}</${node.name}>`;
}
