/**
 * Where a form's fields can be declared besides `properties`: in conditions (`then`, `else`),
 * `dependencies`, alternatives (`oneOf`, `anyOf`, `allOf`), behind a `$ref`. The checker uses
 * it so that a field which appears only on a condition is still a field of the form.
 */
import type { JsonPath } from './jsonWithLocations.ts';
import { isObject, type JsonObject } from './schemaRules.ts';

/** `#/definitions/address` (or `#/$defs/...`) → that part of the root schema. */
export function resolveRef(schema: JsonObject, root: JsonObject): JsonObject {
  const seen = new Set<string>();
  let current = schema;
  while (typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const parts = current.$ref.replace(/^#\/?/, '').split('/').filter(Boolean);
    const target = parts.reduce<unknown>(
      (node, part) => (isObject(node) ? node[decodeURIComponent(part)] : undefined),
      root,
    );
    if (!isObject(target)) return current;
    // Settings written beside the $ref (a title) win over the definition's.
    current = { ...target, ...current, $ref: target.$ref };
  }
  return current;
}

/** A subschema that may add fields to an object, and its place relative to that object. */
export interface Branch {
  schema: JsonObject;
  path: JsonPath;
}

/** The subschemas of `object` that may add fields to it, nested ones included. */
export function branchesOf(object: JsonObject, path: JsonPath = []): Branch[] {
  const direct: Branch[] = [];
  const add = (schema: unknown, at: JsonPath) => {
    if (isObject(schema)) direct.push({ schema, path: [...path, ...at] });
  };
  add(object.then, ['then']);
  add(object.else, ['else']);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const list = object[keyword];
    if (Array.isArray(list)) list.forEach((schema, index) => add(schema, [keyword, index]));
  }
  if (isObject(object.dependencies)) {
    for (const [name, value] of Object.entries(object.dependencies)) {
      if (!Array.isArray(value)) add(value, ['dependencies', name]);
    }
  }
  return direct.flatMap((branch) => [branch, ...branchesOf(branch.schema, branch.path)]);
}

/** Every field of an object: its `properties`, then those only its branches declare. */
export function allFields(object: JsonObject): Map<string, JsonObject> {
  const fields = new Map<string, JsonObject>();
  for (const source of [object, ...branchesOf(object).map((b) => b.schema)]) {
    if (!isObject(source.properties)) continue;
    for (const [name, field] of Object.entries(source.properties)) {
      if (!fields.has(name) && isObject(field)) fields.set(name, field);
    }
  }
  return fields;
}

/** Whether `name` is required by the object itself or by one of its branches (when shown). */
export function isRequiredSomewhere(object: JsonObject, name: string): boolean {
  return [object, ...branchesOf(object).map((b) => b.schema)].some(
    (source) => Array.isArray(source.required) && source.required.includes(name),
  );
}
