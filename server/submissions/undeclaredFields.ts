/**
 * Keys a form's schema does not declare. Plain JSON Schema lets any extra key through; a form's
 * answers must not carry fields nobody reviews, so a value with an unknown key is refused by
 * name (unless the schema opts in with `additionalProperties` or `patternProperties`).
 */
import {
  acceptsOtherKeys,
  branchesOf,
  declaredKeys,
  itemSchemas,
  propertySchemas,
  type JsonSchema,
} from '../../contract/schemaWalk';

/** A value's path as people read it: `values.rows[0].qty`. */
export type FieldPath = (string | number)[];

export function pathText(path: FieldPath): string {
  // An empty prefix: the values are the body itself (a consent's fields).
  return path
    .filter((part) => part !== '')
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** The paths of every undeclared key in `value`, checked against `schemas` (and `root` for `$ref`). */
export function undeclaredFields(
  value: unknown,
  schemas: JsonSchema[],
  root: JsonSchema,
  path: FieldPath,
): FieldPath[] {
  const branches = schemas.flatMap((schema) => branchesOf(schema, root));
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      undeclaredFields(item, itemSchemas(branches, index), root, [...path, index]),
    );
  }
  if (typeof value !== 'object' || value === null || branches.length === 0) return [];
  const known = declaredKeys(branches);
  const open = acceptsOtherKeys(branches);
  return Object.entries(value).flatMap(([key, item]) => {
    if (known.has(key))
      return undeclaredFields(item, propertySchemas(branches, key), root, [...path, key]);
    return open ? [] : [[...path, key]];
  });
}
