import path from 'node:path';

/**
 * The walls' ESLint rule (docs/decisions/039-import-walls-rule.md). A wall is a path prefix, so an
 * import crosses one when its specifier, resolved as text, lands in a part the wall does not list:
 * relative specifiers against the importing file, `@/` against src (tsconfig.json's only alias),
 * anything else is an installed package. No file is looked up, which is what made
 * `import/no-restricted-paths` with the TypeScript resolver take 97% of the lint's ten minutes.
 */

/** A part is a folder or a file; a specifier names a file without its extension. */
const within = (relative, part) => {
  const bare = part.replace(/\.[cm]?[jt]sx?$/, '');
  return relative === part || relative === bare || relative.startsWith(`${part}/`);
};

/** The wall of the linted file: the longest part that holds it, or none for files outside every wall. */
function wallOf(walls, relativeFile) {
  let found;
  for (const target of Object.keys(walls)) {
    if (within(relativeFile, target) && (!found || target.length > found.length)) found = target;
  }
  return found;
}

function resolveSpecifier(root, importer, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  if (specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2));
  return undefined;
}

/** @param {string} root @param {Record<string, { may: string[]; why: string }>} walls */
export function importWallsPlugin(root, walls) {
  const rule = {
    meta: { type: 'problem', schema: [], docs: { description: 'Each part of the code imports only the parts its wall lists.' } },
    create(context) {
      const relativeFile = path.relative(root, context.filename).split(path.sep).join('/');
      const target = wallOf(walls, relativeFile);
      if (!target) return {};
      const { may, why } = walls[target];
      const allowed = [target, ...may];
      const message = `${target} may import only ${may.length > 0 ? may.join(', ') : 'itself'}: ${why}.`;
      const check = (source) => {
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
        const resolved = resolveSpecifier(root, context.filename, source.value);
        if (!resolved) return;
        const relative = path.relative(root, resolved).split(path.sep).join('/');
        if (relative.startsWith('node_modules/') || allowed.some((part) => within(relative, part))) return;
        context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
  return { rules: { imports: rule } };
}
