import type { RJSFSchema } from '@rjsf/utils';
import { ID_PREFIX, ID_SEPARATOR, type FormValues } from '../validation';
import { FieldListeners, type Listener } from './fieldListeners';

/** Input id → value path for every leaf of an object schema (nested objects included). */
export function leafPaths(schema: RJSFSchema, path: string[] = []): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const childPath = [...path, key];
    if (child.type === 'object' && child.properties) {
      leafPaths(child, childPath).forEach((p, id) => paths.set(id, p));
    } else {
      paths.set([ID_PREFIX, ...childPath].join(ID_SEPARATOR), childPath);
    }
  }
  return paths;
}

function setAtPath(target: FormValues, path: string[], value: unknown): void {
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

/**
 * The values typed since rjsf last set the form up, kept outside rjsf's state.
 *
 * rjsf's own change pipeline clones the whole form data and recomputes every default on each
 * keystroke, so its cost grows with the form. Bound widgets write here instead and re-render
 * alone; the full values are rjsf's initial data with these edits laid over it.
 */
export class FormValuesStore {
  private edits = new Map<string, unknown>();
  private readonly fieldListeners = new FieldListeners();
  private changeListeners = new Set<Listener>();

  constructor(private readonly paths: Map<string, string[]>) {}

  /** Whether `id` is a leaf this store can hold (other inputs go through rjsf). */
  holds(id: string): boolean {
    return this.paths.has(id);
  }

  valueOr(id: string, fallback: unknown): unknown {
    return this.edits.has(id) ? this.edits.get(id) : fallback;
  }

  /**
   * Records the value of field `id` and tells the form. `redraw: false` is for an input that
   * already shows the value (what was typed into it): the field is not drawn again for it.
   */
  set(id: string, value: unknown, { redraw = true } = {}): void {
    if (this.edits.has(id) && Object.is(this.edits.get(id), value)) return;
    this.edits.set(id, value);
    if (redraw) this.fieldListeners.notify(id);
    this.changeListeners.forEach((listener) => listener());
  }

  /** `base` (rjsf's data, defaults included) with the edits applied; `base` is not changed. */
  merged(base: FormValues): FormValues {
    const values = structuredClone(base);
    this.edits.forEach((value, id) => setAtPath(values, this.paths.get(id)!, value));
    return values;
  }

  /** Drops the edits, for a form that rjsf sets up again (reset, load). */
  clear(): void {
    this.edits.clear();
  }

  subscribeField(id: string, listener: Listener): () => void {
    return this.fieldListeners.subscribe(id, listener);
  }

  subscribeChanges(listener: Listener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
}
