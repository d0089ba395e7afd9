import fs from 'node:fs';
import { LineCounter, parseDocument, stringify } from 'yaml';
import type { CanonicalSiteFile } from '../domain/site-file/canonical';
import { fileForm } from '../domain/site-file/canonical';
import { siteFileSchema, type SiteFile } from '../domain/site-file/schema';
import { ValidationError } from '../lib/errors';

/**
 * Site files as text: YAML (JSON is read by the same parser, being YAML too). Every error names
 * the file, the line and the path inside the file, and what is wrong, e.g.
 * `harbour.yaml:41 dealerships.0.locations.1.hours.monday: Expected opening hours such as "08:30-17:30"`.
 */
export class SiteFileError extends ValidationError {
  override name = 'SiteFileError';
}

export function parseSiteFileText(text: string, name: string): SiteFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const syntax = doc.errors[0];
  if (syntax) throw new SiteFileError(`${name}:${syntax.linePos?.[0].line ?? 1} ${syntax.message.split('\n')[0]}`);
  const parsed = siteFileSchema.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 20).map((issue) => {
    const where = issue.path.map(String);
    let line = 1;
    // The nearest node that exists: a missing field is reported at the record that lacks it.
    for (let depth = where.length; depth >= 0; depth--) {
      const node = doc.getIn(where.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) {
        line = lines.linePos(node.range[0]).line;
        break;
      }
    }
    return `${name}:${line} ${where.join('.') || '(top)'}: ${issue.message}`;
  });
  throw new SiteFileError(problems.join('\n'));
}

export function readSiteFileFrom(file: string): SiteFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SiteFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseSiteFileText(text, file);
}

/** The file `site:export` writes: YAML unless JSON is asked for. */
export function siteFileText(file: CanonicalSiteFile, format: 'yaml' | 'json' = 'yaml'): string {
  const data = fileForm(file);
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  return `# Site file of ${file.website.slug} (docs/site-file.md). Apply with: npm run site:apply -- ${file.website.slug}.yaml\n${stringify(data, { lineWidth: 0 })}`;
}
