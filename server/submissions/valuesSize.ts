/**
 * The largest JSON text a form's values can take, derived from its schema (`maxLength`,
 * `maxItems`, the declared keys), so each route's body limit follows the form: a signature
 * image of a few hundred KB raises it, a short contact form keeps it small.
 */
import {
  branchesOf,
  declaredKeys,
  itemSchemas,
  propertySchemas,
  type JsonSchema,
} from '../../contract/schemaWalk';

/** A string with no `maxLength`: room for this many characters. */
export const UNBOUNDED_STRING_CHARS = 10_000;
/** An array with no `maxItems`: room for this many rows. */
export const UNBOUNDED_ARRAY_ITEMS = 100;
/** Any number, boolean or null written as JSON. */
const SCALAR_BYTES = 32;
/** JSON escapes a control character as `\u00XX`: 6 bytes for 1 character. */
const BYTES_PER_CHAR = 6;
/** Nesting deeper than this ($ref cycles) is given no room. */
const MAX_DEPTH = 12;

const maxOf = (numbers: number[]) => numbers.reduce((a, b) => Math.max(a, b), 0);

function stringBytes(branches: JsonSchema[]): number {
  const limits = branches.map((b) => b.maxLength).filter((n): n is number => typeof n === 'number');
  const chars = limits.length > 0 ? Math.min(...limits) : UNBOUNDED_STRING_CHARS;
  return chars * BYTES_PER_CHAR + 2;
}

function enumBytes(branches: JsonSchema[]): number | undefined {
  const choices = branches.flatMap((b) => [
    ...(Array.isArray(b.enum) ? b.enum : []),
    ...('const' in b ? [b.const] : []),
  ]);
  return choices.length > 0 ? maxOf(choices.map((c) => JSON.stringify(c).length)) : undefined;
}

function typesOf(branches: JsonSchema[]): Set<string> {
  return new Set(
    branches
      .flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type]))
      .filter(Boolean) as string[],
  );
}

function objectBytes(branches: JsonSchema[], root: JsonSchema, depth: number): number {
  let total = 2;
  for (const key of declaredKeys(branches)) {
    total +=
      JSON.stringify(key).length +
      2 +
      maxJsonBytes(propertySchemas(branches, key), root, depth + 1);
  }
  return total;
}

function arrayBytes(branches: JsonSchema[], root: JsonSchema, depth: number): number {
  const limits = branches.map((b) => b.maxItems).filter((n): n is number => typeof n === 'number');
  const count = limits.length > 0 ? Math.min(...limits) : UNBOUNDED_ARRAY_ITEMS;
  const tuple = branches.some((b) => Array.isArray(b.items));
  if (!tuple) return 2 + count * (maxJsonBytes(itemSchemas(branches, 0), root, depth + 1) + 1);
  let total = 2;
  for (let index = 0; index < count; index++) {
    total += maxJsonBytes(itemSchemas(branches, index), root, depth + 1) + 1;
  }
  return total;
}

/** Upper bound of `JSON.stringify(value).length` for a value valid against all of `schemas`. */
export function maxJsonBytes(schemas: JsonSchema[], root: JsonSchema, depth = 0): number {
  if (depth > MAX_DEPTH) return 0;
  const branches = schemas.flatMap((schema) => branchesOf(schema, root));
  const fixed = enumBytes(branches);
  if (fixed !== undefined) return fixed;
  const types = typesOf(branches);
  const sizes = [SCALAR_BYTES];
  if (types.has('string')) sizes.push(stringBytes(branches));
  if (types.has('object') || declaredKeys(branches).size > 0)
    sizes.push(objectBytes(branches, root, depth));
  if (types.has('array')) sizes.push(arrayBytes(branches, root, depth));
  return maxOf(sizes);
}
