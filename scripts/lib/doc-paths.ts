import fs from 'node:fs';
import path from 'node:path';

/**
 * Repository paths named in prose: docs, the README and code comments. A path starts at one of
 * the top folders below and is not part of a longer path or a URL; globs, templates and brace
 * lists are patterns, not paths, and are left out.
 */
const NAMED_PATH = /(?<![\w./@-])(?:src|scripts|tests|app|docs)\/[\w.\-[\]()/@]*[\w\])]/g;

export function namedPaths(text: string): string[] {
  return [...text.matchAll(NAMED_PATH)]
    .filter((match) => !/[*{<$]/.test(/^\S*/.exec(text.slice((match.index ?? 0) + match[0].length))?.[0] ?? ''))
    .map((match) => match[0].split('](')[0]!.replace(/[.)]+$/, ''))
    .map((named) => (named.endsWith(']') && named.split('[').length < named.split(']').length ? named.slice(0, -1) : named));
}

/** The comment text of a source file: line comments, block comments and JSX comments. */
export function commentText(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\w'"`])\/\/.*$/gm)].map((match) => match[0]).join('\n');
}

/** Whether the named path exists, as a file or a folder, under root. */
export function pathExists(root: string, named: string): boolean {
  return fs.existsSync(path.join(root, named));
}
