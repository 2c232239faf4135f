import { FieldListeners, type Listener } from './fieldListeners';

/**
 * Touched and error state of every field of one form, outside React state.
 *
 * Each field subscribes to its own id only, so a keystroke that changes one field's visible
 * error re-renders that field alone; the send button subscribes to the form's validity.
 */

/** `unchecked`: the form has not been validated yet (the first second after it renders). */
export type FormValidity = 'unchecked' | 'valid' | 'invalid';

/** What the "Missing: ..." line needs to know of a field. */
export interface FieldDescription {
  name: string;
  /** rjsf's value: the initial or loaded one; typed values live in the ValueSource. */
  initialValue: unknown;
}

export class FormStatusStore {
  private errors = new Map<string, string>();
  private touched = new Set<string>();
  /** Set by a submit attempt: every field counts as touched from then on. */
  private allTouched = false;
  private validity: FormValidity = 'unchecked';
  private submitting = false;
  private readonly fieldListeners = new FieldListeners();
  private formListeners = new Set<Listener>();
  private errorListeners = new Set<Listener>();
  /** Each drawn field's name and rjsf's value for it (the initial or loaded one). */
  private readonly fields = new Map<string, FieldDescription>();
  private errorsKey = '';

  /** The message to show for a field: its first error, once the field has been touched. */
  visibleError(id: string): string | undefined {
    return this.allTouched || this.touched.has(id) ? this.errors.get(id) : undefined;
  }

  getValidity(): FormValidity {
    return this.validity;
  }

  isSubmitting(): boolean {
    return this.submitting;
  }

  /** Every error, keyed by input id, whether shown yet or not (for the "Missing: ..." line). */
  allErrors(): ReadonlyMap<string, string> {
    return this.errors;
  }

  /** Changes whenever an error appears, goes or changes its message. */
  errorsVersion(): string {
    return this.errorsKey;
  }

  describeField(id: string, description: FieldDescription): void {
    this.fields.set(id, description);
  }

  /** The drawn fields, in the order they were first drawn. */
  describedFields(): ReadonlyMap<string, FieldDescription> {
    return this.fields;
  }

  /** Replaces all errors (keyed by input id) and settles the form's validity. */
  setErrors(errors: Map<string, string>): void {
    const changed = new Set([...this.errors.keys(), ...errors.keys()]);
    const before = new Map([...changed].map((id) => [id, this.visibleError(id)]));
    this.errors = errors;
    this.setFormState({ validity: errors.size === 0 ? 'valid' : 'invalid' });
    this.noteErrorsChanged();
    for (const id of changed) {
      if (before.get(id) !== this.visibleError(id)) this.notifyField(id);
    }
  }

  touch(id: string): void {
    if (this.allTouched || this.touched.has(id)) return;
    this.touched.add(id);
    if (this.errors.has(id)) this.notifyField(id);
  }

  /** Marks every field as touched, as a submit attempt does. */
  touchAll(): void {
    if (this.allTouched) return;
    this.allTouched = true;
    [...this.errors.keys()]
      .filter((id) => !this.touched.has(id))
      .forEach((id) => this.notifyField(id));
  }

  /** Forgets touched fields and errors, as for a blank or newly loaded form. */
  clear(): void {
    const shown = [...this.errors.keys()].filter((id) => this.visibleError(id) !== undefined);
    this.touched.clear();
    this.allTouched = false;
    this.errors = new Map();
    this.setFormState({ validity: 'unchecked' });
    this.noteErrorsChanged();
    shown.forEach((id) => this.notifyField(id));
  }

  setSubmitting(submitting: boolean): void {
    this.setFormState({ submitting });
  }

  subscribeField(id: string, listener: Listener): () => void {
    return this.fieldListeners.subscribe(id, listener);
  }

  subscribeForm(listener: Listener): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  subscribeErrors(listener: Listener): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  private noteErrorsChanged(): void {
    const key = [...this.errors].map(([id, message]) => `${id}\u0000${message}`).join('\u0001');
    if (key === this.errorsKey) return;
    this.errorsKey = key;
    this.errorListeners.forEach((listener) => listener());
  }

  private setFormState(next: { validity?: FormValidity; submitting?: boolean }): void {
    const validity = next.validity ?? this.validity;
    const submitting = next.submitting ?? this.submitting;
    if (validity === this.validity && submitting === this.submitting) return;
    this.validity = validity;
    this.submitting = submitting;
    this.formListeners.forEach((listener) => listener());
  }

  private notifyField(id: string): void {
    this.fieldListeners.notify(id);
  }
}
