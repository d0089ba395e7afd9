import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * adf-1.0.dtd rewrites two content models of the published ADF 1.0 DTD so that libxml2 validates
 * against them (mend 4 in the file's header). This proves, mechanically rather than by reading,
 * that each rewrite accepts exactly the sequences the published model accepts: both models become
 * regular expressions over element names, and every child sequence up to a length that exercises
 * each repetition twice is tried against both.
 */
const DTD = fs.readFileSync(path.join(import.meta.dirname, 'adf-1.0.dtd'), 'utf8');

/** A DTD content model as a regular expression over `<name>` tokens (XML 1.0, 3.2.1). */
function modelRegExp(model: string): RegExp {
  const body = model
    .replace(/\s+/g, '')
    .replace(/[A-Za-z][\w.-]*/g, (name) => `(?:<${name}>)`)
    .replace(/\((?!\?:)/g, '(?:')
    .replace(/,/g, '');
  return new RegExp(`^${body}$`);
}

/** Every sequence of the names up to maxLength long, the empty one included. */
function allSequences(names: readonly string[], maxLength: number): string[][] {
  const out: string[][] = [[]];
  let previous: string[][] = [[]];
  for (let length = 1; length <= maxLength; length += 1) {
    previous = previous.flatMap((shorter) => names.map((name) => [...shorter, name]));
    out.push(...previous);
  }
  return out;
}

/** The published and rewritten models as the header states them, and the declaration in force. */
function models(element: string): { published: string; rewritten: string; declared: string } {
  const stated = new RegExp(`^\\s+${element}\\s+(\\(.*\\))\\s*\\n\\s+->\\s+(\\(.*\\))\\s*$`, 'm').exec(DTD);
  const declared = new RegExp(`<!ELEMENT ${element} (\\(.*\\))>`).exec(DTD);
  if (!stated?.[1] || !stated[2] || !declared?.[1]) throw new Error(`no stated rewrite or declaration of ${element}`);
  return { published: stated[1], rewritten: stated[2], declared: declared[1] };
}

describe('the rewritten ADF content models accept exactly what the published ones accept', () => {
  const cases: [string, string[]][] = [
    ['contact', ['name', 'email', 'phone', 'address']],
    ['colorcombination', ['interiorcolor', 'exteriorcolor', 'preference']],
  ];
  it.each(cases)('%s', (element, names) => {
    const { published, rewritten, declared } = models(element);
    expect(declared).toBe(rewritten);
    const before = modelRegExp(published);
    const after = modelRegExp(declared);
    const accepted: string[] = [];
    for (const children of allSequences(names, 6)) {
      const tokens = children.map((name) => `<${name}>`).join('');
      expect(after.test(tokens), children.join(', ')).toBe(before.test(tokens));
      if (before.test(tokens)) accepted.push(children.join(','));
    }
    // The comparison is not vacuous: each model accepts some sequences and refuses others.
    expect(accepted.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a contact of a name alone, as the published model does', () => {
    expect(modelRegExp(models('contact').published).test('<name>')).toBe(false);
    expect(modelRegExp(models('contact').declared).test('<name>')).toBe(false);
    expect(modelRegExp(models('contact').declared).test('<name><email>')).toBe(true);
  });
});
