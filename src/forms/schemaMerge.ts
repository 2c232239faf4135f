/**
 * rjsf's `allOf` merge (@rjsf/utils/lib/schema/shallowAllOfMerge.js), as the build hands it to
 * rjsf in place of its own (scripts/vite-plugin-lean-dependencies.ts). rjsf merges an object's
 * `allOf` once it has resolved the conditions in it, on every render of a form that has one. The
 * forms' conditions (docs/editing-forms.md "A field that appears on a condition") only add
 * fields of their own: such parts are merged here, their fields added and the required lists
 * joined, as rjsf's merge does. Any other `allOf` is merged by rjsf's own, built on the
 * @x0k/json-schema-merge library (about 4 KB gzip), which a page loads before it draws a form
 * that needs it (`prepareSchemaMerge`): a form of plain conditions never downloads it.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { dependenciesOnlyConstrain } from './core/schemaShape';

type Node = Record<string, unknown>;
type Merge = typeof import('./fullSchemaMerge').fullSchemaMerge;

let fullMerge: Merge | undefined;

// contract/schemaWalk's `isSchema` is the same test, but importing it brings 0.6 KB gzip more to
// every form page (measured with `npm run bench:sizes`), against a 141 KB target on the order page.
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A part that only brings fields and required names (or nothing: a condition that is off). */
function isPlainPart(part: unknown): part is { properties?: Node; required?: string[] } {
  return (
    isNode(part) &&
    Object.keys(part).every((key) => key === 'properties' || key === 'required') &&
    (part.properties === undefined || isNode(part.properties)) &&
    (part.required === undefined || Array.isArray(part.required))
  );
}

/** `schema` without its `allOf`, then every part of it, nested `allOf` flattened in order. */
function partsOf(schema: Node): unknown[] {
  const parts: unknown[] = [];
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const part = pending.pop();
    if (!isNode(part) || part.allOf === undefined) {
      parts.push(part);
      continue;
    }
    const { allOf, ...rest } = part;
    parts.push(rest);
    pending.push(...[...(allOf as unknown[])].reverse());
  }
  return parts;
}

/** The merge of plain parts into the first; undefined when a part is not plain or adds a field twice. */
function plainMerge(schema: Node): RJSFSchema | undefined {
  const [base, ...rest] = partsOf(schema);
  if (!isNode(base) || !rest.every(isPlainPart)) return undefined;
  const properties: Node = isNode(base.properties) ? { ...base.properties } : {};
  const required = Array.isArray(base.required) ? [...(base.required as string[])] : [];
  for (const part of rest) {
    for (const [key, field] of Object.entries(part.properties ?? {})) {
      if (key in properties) return undefined;
      properties[key] = field;
    }
    for (const key of part.required ?? []) if (!required.includes(key)) required.push(key);
  }
  const merged: Node = { ...base };
  if (isNode(base.properties) || rest.some((part) => part.properties))
    merged.properties = properties;
  if (Array.isArray(base.required) || rest.some((part) => part.required))
    merged.required = required;
  return merged as RJSFSchema;
}

export default function shallowAllOfMerge(schema: RJSFSchema): RJSFSchema {
  const merged = plainMerge(schema as Node);
  if (merged) return merged;
  if (!fullMerge) {
    throw new Error('An allOf that is not plain fields: prepareSchemaMerge(schema) first');
  }
  return fullMerge(schema) as RJSFSchema;
}

/**
 * A condition's branch that is a plain part once rjsf has resolved it: plain fields, with
 * `dependencies` that only add rules to them ("a typed name needs its box ticked"), which rjsf
 * resolves into those fields before it merges.
 */
function isPlainBranch(branch: unknown): boolean {
  if (!isNode(branch)) return false;
  const { dependencies, ...part } = branch;
  return isPlainPart(part) && dependenciesOnlyConstrain({ ...part, dependencies } as RJSFSchema);
}

/** A root `allOf` element: plain fields, or a condition whose branches bring plain fields. */
function isPlainElement(element: unknown): boolean {
  if (isPlainPart(element)) return true;
  if (!isNode(element) || !('if' in element)) return false;
  return Object.entries(element).every(
    ([key, value]) => key === 'if' || ((key === 'then' || key === 'else') && isPlainBranch(value)),
  );
}

/** The names of the fields each element of a root `allOf` may add, one list per branch. */
function addedFieldLists(allOf: unknown[]): string[][] {
  return allOf.flatMap((element) => {
    if (!isNode(element)) return [];
    const branches = 'if' in element ? [element.then, element.else] : [element];
    return branches.map((branch) => Object.keys((isNode(branch) && branch.properties) || {}));
  });
}

/** Whether anything but the root object has an `allOf`, or a pattern of property names. */
function hasNestedMerge(node: unknown, atRoot: boolean): boolean {
  if (Array.isArray(node)) return node.some((item) => hasNestedMerge(item, false));
  if (!isNode(node)) return false;
  if ('patternProperties' in node || (!atRoot && 'allOf' in node)) return true;
  return Object.entries(node).some(
    ([key, value]) => key !== 'allOf' && hasNestedMerge(value, false),
  );
}

/**
 * Whether drawing `schema` may need rjsf's own merge: an `allOf` below the root or of other
 * parts than plain fields and conditions bringing them, a field two parts add, or
 * `patternProperties` (which rjsf merges too).
 */
export function needsFullMerge(schema: RJSFSchema): boolean {
  if (hasNestedMerge(schema, true)) return true;
  if (schema.allOf === undefined) return false;
  if (!schema.allOf.every(isPlainElement)) return true;
  const names = [Object.keys(schema.properties ?? {}), ...addedFieldLists(schema.allOf)].flat();
  return new Set(names).size !== names.length;
}

/** Loads rjsf's own merge when `schema` may need it (needsFullMerge); at once otherwise. */
export async function prepareSchemaMerge(schema: RJSFSchema): Promise<void> {
  if (fullMerge || !needsFullMerge(schema)) return;
  fullMerge = (await import('./fullSchemaMerge')).fullSchemaMerge;
}
