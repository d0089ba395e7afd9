const TAG = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[A-Za-z][\w:-]*="[^"<]*")*)\s*(\/?)>/;
const ATTRIBUTE = /([A-Za-z][\w:-]*)="([^"<]*)"/g;
const TEXT = /^(?:[^<>&]|&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)*$/;

/**
 * A strict little well-formedness check: every tag balanced, attributes quoted and unique, text
 * escaped, one root, unique ids, and every #id reference resolving. Enough for generated markup.
 */
export function checkXml(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const references: string[] = [];
  let roots = 0;
  let rest = xml;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (!TEXT.test(text)) problems.push(`bad text ${JSON.stringify(text.slice(0, 40))}`);
    if (stack.length === 0 && text.trim() !== '') problems.push('text outside the root');
    if (lt === -1) break;
    rest = rest.slice(lt);
    const match = TAG.exec(rest);
    if (!match) {
      problems.push(`bad tag at ${JSON.stringify(rest.slice(0, 40))}`);
      break;
    }
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else {
      if (stack.length === 0) roots += 1;
      const seen = new Set<string>();
      for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (seen.has(attribute)) problems.push(`duplicate ${attribute} on <${name}>`);
        seen.add(attribute);
        if (!TEXT.test(value)) problems.push(`bad attribute value ${attribute}="${value}"`);
        if (attribute === 'id') {
          if (ids.has(value)) problems.push(`duplicate id ${value}`);
          ids.add(value);
        }
        if (attribute === 'href') references.push(value.replace(/^#/, ''));
        for (const [, id = ''] of value.matchAll(/url\(#([\w-]+)\)/g)) references.push(id);
      }
      if (!selfClosing) stack.push(name);
    }
    rest = rest.slice(whole.length);
  }
  // Style text is checked too: class rules may reference gradients by url(#id).
  for (const [, id = ''] of xml.matchAll(/url\(#([\w-]+)\)/g)) references.push(id);
  for (const id of references) if (!ids.has(id)) problems.push(`dangling reference #${id}`);
  for (const [, id = ''] of xml.matchAll(/aria-labelledby="([\w-]+)"/g)) if (!ids.has(id)) problems.push(`dangling label ${id}`);
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
