/**
 * The one reader of a form's JSON Schema, shared by the server (checking values), the schema
 * checker (finding fields) and the document (printing them):
 * - `branchesOf`: the subschemas that apply at one level, the way a value is checked against it
 *   (the schema, its `$ref`, every `allOf`/`anyOf`/`oneOf`/`if`/`then`/`else` and schema
 *   `dependencies` branch), so a key declared in any condition counts as declared;
 * - `fieldBranches`/`allFields`: where an object's fields can be declared, with their places;
 * - `resolveRef`: a `#/definitions/...` reference, settings written beside it winning;
 * - `shownByConditions`: whether conditions on a choice show a field they bring, for values.
 */

export type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/definitions/x` (or `#/$defs/x`) inside the form's own schema file. */
function refTarget(ref: string, root: JsonSchema): JsonSchema | undefined {
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
  if (typeof schema.$ref === 'string') nested.push(refTarget(schema.$ref, root));
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

/** A schema with its `$ref` followed (chains too); settings beside the `$ref` (a title) win. */
export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const seen = new Set<string>();
  let current = schema;
  while (typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = refTarget(current.$ref, root);
    if (!target) return current;
    current = { ...target, ...current, $ref: target.$ref };
  }
  return current;
}

/** A subschema that may add fields to an object, and its place relative to that object. */
export interface FieldBranch {
  schema: JsonSchema;
  path: (string | number)[];
}

/** The subschemas of `object` that may add fields to it (conditions, alternatives), nested too. */
export function fieldBranches(object: JsonSchema, path: (string | number)[] = []): FieldBranch[] {
  const direct: FieldBranch[] = [];
  const add = (schema: unknown, at: (string | number)[]) => {
    if (isSchema(schema)) direct.push({ schema, path: [...path, ...at] });
  };
  add(object.then, ['then']);
  add(object.else, ['else']);
  for (const keyword of BRANCH_LISTS) {
    const list = object[keyword];
    if (Array.isArray(list)) list.forEach((schema, index) => add(schema, [keyword, index]));
  }
  if (isSchema(object.dependencies)) {
    for (const [name, value] of Object.entries(object.dependencies)) {
      if (!Array.isArray(value)) add(value, ['dependencies', name]);
    }
  }
  return direct.flatMap((branch) => [branch, ...fieldBranches(branch.schema, branch.path)]);
}

/** Every field of an object: its `properties`, then those only its branches declare. */
export function allFields(object: JsonSchema): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  for (const source of [object, ...fieldBranches(object).map((branch) => branch.schema)]) {
    if (!isSchema(source.properties)) continue;
    for (const [name, field] of Object.entries(source.properties)) {
      if (!fields.has(name) && isSchema(field)) fields.set(name, field);
    }
  }
  return fields;
}

/** Whether `name` is required by the object itself or by one of its branches (when shown). */
export function isRequiredSomewhere(object: JsonSchema, name: string): boolean {
  return [object, ...fieldBranches(object).map((branch) => branch.schema)].some(
    (source) => Array.isArray(source.required) && source.required.includes(name),
  );
}

/**
 * Whether a plain condition holds for `values`: `{ "properties": { "<key>": { "const": … } } }`,
 * with or without `"required": ["<key>"]` (without it, a missing value passes, as in JSON
 * Schema). Undefined for any other condition, which only a validator can judge.
 */
function plainConditionHolds(condition: unknown, values: Record<string, unknown>) {
  if (!isSchema(condition) || !isSchema(condition.properties)) return undefined;
  if (Object.keys(condition).some((keyword) => keyword !== 'properties' && keyword !== 'required'))
    return undefined;
  const required = Array.isArray(condition.required) ? condition.required : [];
  let holds = true;
  for (const [key, rule] of Object.entries(condition.properties)) {
    if (!isSchema(rule) || Object.keys(rule).join() !== 'const') return undefined;
    if (values[key] === undefined) holds &&= !required.includes(key);
    else holds &&= JSON.stringify(values[key]) === JSON.stringify(rule.const);
  }
  return holds;
}

const declares = (branch: unknown, key: string): boolean =>
  isSchema(branch) && isSchema(branch.properties) && key in branch.properties;

/**
 * Whether the field `key`, which top-level conditions on a choice bring (`plainConditionHolds`),
 * is shown for `values`: one brings it (its `then` when it holds, its `else` when not). Undefined
 * when no such condition declares it, or another kind of condition does.
 */
export function shownByConditions(
  object: JsonSchema,
  key: string,
  values: Record<string, unknown>,
): boolean | undefined {
  const conditions = Array.isArray(object.allOf) ? (object.allOf as unknown[]) : [object];
  let declared = false;
  for (const condition of conditions) {
    if (!isSchema(condition)) continue;
    const [inThen, inElse] = [declares(condition.then, key), declares(condition.else, key)];
    if (!inThen && !inElse) continue;
    const holds = plainConditionHolds(condition.if, values);
    if (holds === undefined) return undefined;
    if (holds ? inThen : inElse) return true;
    declared = true;
  }
  return declared ? false : undefined;
}

export { isSchema };
