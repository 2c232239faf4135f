import { FieldListeners, type Listener } from './fieldListeners';
import { setAtPath, type FormValues } from './formValues';

/** How a value reaches rjsf: the `onChange` rjsf gave the input. */
export type ToRjsf = (value: unknown) => void;

/**
 * Where every input of a form reads its value and reports a new one, static and live forms
 * alike; which values it keeps itself is its own business.
 *
 * rjsf's change pipeline clones the whole form data and recomputes every default on each
 * keystroke, so its cost grows with the form. The source therefore keeps the leaves it was
 * given (a static form's: `leafPaths`) and redraws only the input reported, laying them over
 * rjsf's data when the values are read. A form whose fields come and go (rows, conditions) is
 * given no leaves: rjsf must see each change to draw the form again, so every report goes to it,
 * through the `onChange` rjsf gave the input (`attach`). So does a report of an input that holds
 * no value of the form (the chooser of an alternative).
 */
export class ValueSource {
  private edits = new Map<string, unknown>();
  private readonly fieldListeners = new FieldListeners();
  private changeListeners = new Set<Listener>();
  private readonly toRjsf = new Map<string, ToRjsf>();

  constructor(private readonly kept: ReadonlyMap<string, string[]> = new Map()) {}

  /** What input `id` shows: the value reported for it, else `given` (rjsf's). */
  shown(id: string, given: unknown): unknown {
    return this.edits.has(id) ? this.edits.get(id) : given;
  }

  /** Input `id`'s way to rjsf, for the values the source does not keep; returns the detach. */
  attach(id: string, toRjsf: ToRjsf): () => void {
    this.toRjsf.set(id, toRjsf);
    return () => {
      if (this.toRjsf.get(id) === toRjsf) this.toRjsf.delete(id);
    };
  }

  /**
   * Input `id` reports `value`: kept and the form told, or handed to rjsf. `redraw: false` is
   * for an input that already shows the value (what was typed into it).
   */
  report(id: string, value: unknown, { redraw = true } = {}): void {
    if (!this.kept.has(id)) return this.toRjsf.get(id)?.(value);
    if (this.edits.has(id) && Object.is(this.edits.get(id), value)) return;
    this.edits.set(id, value);
    if (redraw) this.fieldListeners.notify(id);
    this.changeListeners.forEach((listener) => listener());
  }

  /** `base` (rjsf's data, defaults included) with the kept values applied; `base` is not changed. */
  merged(base: FormValues): FormValues {
    const values = structuredClone(base);
    this.edits.forEach((value, id) => setAtPath(values, this.kept.get(id)!, value));
    return values;
  }

  /** Drops the kept values, for a form that rjsf sets up again (reset, load). */
  clear(): void {
    this.edits.clear();
  }

  subscribeField(id: string, listener: Listener): () => void {
    return this.fieldListeners.subscribe(id, listener);
  }

  /** Hears every value the source keeps (rjsf reports the values it keeps itself). */
  subscribeChanges(listener: Listener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
}
