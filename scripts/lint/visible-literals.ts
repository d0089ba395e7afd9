import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A piece of visible text written in a component instead of read from a message catalogue (docs/i18n.md). */
export type VisibleLiteral = { file: string; line: number; text: string };

/** Attributes a visitor reads or hears; `label` is the prop our own field components show. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'heading', 'intro', 'empty', 'submitLabel', 'payLabel', 'continueLabel']);

/** Only text with a letter in it is a word: '·', '/', '*' and '|' are punctuation the layout draws. */
const hasWord = (text: string) => /\p{L}/u.test(text);

/** String literals an expression can evaluate to: `'x'`, `a ? 'x' : 'y'`, `a ?? 'x'`, `a && 'x'`, `('x')`. */
function literalsOf(expression: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.AmpersandAmpersandToken) {
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
    }
  }
  if (ts.isTemplateExpression(expression)) {
    return hasWord(expression.head.text + expression.templateSpans.map((span) => span.literal.text).join(''))
      ? [ts.factory.createStringLiteral(expression.getText())]
      : [];
  }
  return [];
}

/** Every JSX text, visible attribute and literal JSX expression in `source` that holds a word. */
export function findVisibleLiterals(file: string, source: string): VisibleLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: VisibleLiteral[] = [];
  const record = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!hasWord(trimmed)) return;
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: trimmed });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) record(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) record(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) for (const literal of literalsOf(value.expression)) record(value, literal.text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalsOf(node.expression)) record(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Metadata fields a visitor reads in the tab, a search result or a shared link's card. */
const HEAD_FIELDS = new Set(['title', 'description', 'absolute', 'default', 'template']);

/** Next's '%s' title slot and `${...}` holes are not words: `%s | ${site.name}` writes none. */
const headWords = (text: string) => text.replace(/%s/g, '').replace(/\$\{[^}]*\}/g, '');

/**
 * Every head text written as a literal (`title: 'Reserve'`, or a template literal with words) in any
 * object literal of `source`: Metadata objects, the PageMeta handed to `metadataOf`, and the like.
 */
export function findLiteralHeadTexts(file: string, source: string): VisibleLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: VisibleLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && HEAD_FIELDS.has(node.name.text)) {
      for (const literal of literalsOf(node.initializer)) {
        if (!hasWord(headWords(literal.text))) continue;
        found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: literal.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The component folders whose text a visitor sees (SPEC 1): every file under them with one of `extensions`, repo-relative. */
export function componentFiles(root: string, folders: readonly string[], extensions: readonly string[] = ['.tsx']): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => extensions.some((extension) => name.endsWith(extension)))
        .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
    )
    .sort();
}

/** A capitalised word ('Latest news', 'Facebook') or a phrase of three words or more: text someone reads. */
const readsAsWords = (text: string) => /^\p{Lu}\p{Ll}+/u.test(text) || /\p{L}+ \p{L}+ \p{L}+/u.test(text);

/** Strings a visitor never reads: key names compared with `===` or in a `case`, and the messages of thrown errors. */
function isOutOfSight(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    if (kind === ts.SyntaxKind.EqualsEqualsEqualsToken || kind === ts.SyntaxKind.ExclamationEqualsEqualsToken) return true;
  }
  return ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'Error';
}

/**
 * Words held in a constant or passed around outside JSX (`const NEWS_TITLE = 'Latest news'`,
 * `{ label: 'Facebook' }`, `error ?? 'Request failed'`), which `findVisibleLiterals` cannot see
 * because they reach the page through a variable. Imports, literal types, property names,
 * directives ('use client') and JSX attributes (the other check's) are not text.
 */
export function findWordConstants(file: string, source: string): VisibleLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: VisibleLiteral[] = [];
  const visit = (node: ts.Node) => {
    const parent = node.parent;
    const text = ts.isStringLiteralLike(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? node.head.text + node.templateSpans.map((span) => ` ${span.literal.text}`).join('')
        : null;
    const skipped =
      text === null ||
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isExternalModuleReference(parent) ||
      ts.isLiteralTypeNode(parent) ||
      ts.isJsxAttribute(parent) ||
      ts.isExpressionStatement(parent) ||
      (ts.isPropertyAssignment(parent) && parent.name === node) ||
      isOutOfSight(node);
    if (!skipped && readsAsWords(text.trim())) {
      found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: text.trim() });
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(sourceFile);
  return found;
}
