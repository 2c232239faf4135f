import type { RJSFSchema } from '@rjsf/utils';
import { inputIdOf } from './inputIds';

/** A form's values as rjsf, the pages and the server hold them: a tree keyed by schema key. */
export type FormValues = Record<string, unknown>;

/** Input id → value path for every leaf of an object schema (nested objects included). */
export function leafPaths(schema: RJSFSchema, path: string[] = []): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const childPath = [...path, key];
    if (child.type === 'object' && child.properties) {
      leafPaths(child, childPath).forEach((p, id) => paths.set(id, p));
    } else {
      paths.set(inputIdOf(childPath), childPath);
    }
  }
  return paths;
}

/** Sets (or, for `undefined`, removes) the value at `path`, making the objects on the way. */
export function setAtPath(target: FormValues, path: string[], value: unknown): void {
  const parents = path.slice(0, -1);
  const leaf = path[path.length - 1];
  let node = target;
  for (const key of parents) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as FormValues;
  }
  if (value === undefined) delete node[leaf];
  else node[leaf] = value;
}
