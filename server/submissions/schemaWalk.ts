/**
 * Reading a form's JSON Schema the way a value is checked against it: the subschemas that apply
 * at one level (the schema, its `$ref`, and every `allOf`/`anyOf`/`oneOf`/`if`/`then`/`else`
 * and schema `dependencies` branch), so a key declared in any condition counts as declared.
 */

export type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/definitions/x` (or `#/$defs/x`) inside the form's own schema file. */
function resolveRef(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchema(node) ? node[key] : undefined;
  }
  return isSchema(node) ? node : undefined;
}

const BRANCH_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const BRANCH_SCHEMAS = ['if', 'then', 'else'] as const;

/** Every subschema describing the same value as `schema` (itself first). */
export function branchesOf(schema: unknown, root: JsonSchema, depth = 0): JsonSchema[] {
  // A $ref cycle (a tree of nested rows) stops here instead of looping.
  if (!isSchema(schema) || depth > 16) return [];
  const found: JsonSchema[] = [schema];
  const nested: unknown[] = [];
  if (typeof schema.$ref === 'string') nested.push(resolveRef(schema.$ref, root));
  for (const list of BRANCH_LISTS) {
    if (Array.isArray(schema[list])) nested.push(...(schema[list] as unknown[]));
  }
  for (const key of BRANCH_SCHEMAS) nested.push(schema[key]);
  if (isSchema(schema.dependencies)) nested.push(...Object.values(schema.dependencies));
  for (const branch of nested) found.push(...branchesOf(branch, root, depth + 1));
  return found;
}

/** The subschemas a property's value is checked against, over every branch. */
export function propertySchemas(branches: JsonSchema[], key: string): JsonSchema[] {
  return branches.flatMap((branch) => {
    const properties = branch.properties;
    return isSchema(properties) && isSchema(properties[key]) ? [properties[key]] : [];
  });
}

/** The subschemas an array's item at `index` is checked against. */
export function itemSchemas(branches: JsonSchema[], index: number): JsonSchema[] {
  return branches.flatMap((branch) => {
    const { items, additionalItems } = branch;
    if (Array.isArray(items)) {
      const positional = items[index] as unknown;
      return isSchema(positional)
        ? [positional]
        : isSchema(additionalItems)
          ? [additionalItems]
          : [];
    }
    return isSchema(items) ? [items] : [];
  });
}

/** Every property name declared over `branches`. */
export function declaredKeys(branches: JsonSchema[]): Set<string> {
  return new Set(
    branches.flatMap((branch) =>
      isSchema(branch.properties) ? Object.keys(branch.properties) : [],
    ),
  );
}

/** A level whose schema lets keys of any name in (`additionalProperties` given, or patterns). */
export function acceptsOtherKeys(branches: JsonSchema[]): boolean {
  return branches.some(
    (branch) =>
      (branch.additionalProperties !== undefined && branch.additionalProperties !== false) ||
      isSchema(branch.patternProperties),
  );
}

export { isSchema };
