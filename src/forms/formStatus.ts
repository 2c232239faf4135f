import { FieldListeners, type Listener } from './fieldListeners';

/**
 * Touched and error state of every field of one form, outside React state.
 *
 * Each field subscribes to its own id only, so a keystroke that changes one field's visible
 * error re-renders that field alone; the send button subscribes to the form's validity.
 */

/** `unchecked`: the form has not been validated yet (the first second after it renders). */
export type FormValidity = 'unchecked' | 'valid' | 'invalid';

export class FormStatusStore {
  private errors = new Map<string, string>();
  private touched = new Set<string>();
  /** Set by a submit attempt: every field counts as touched from then on. */
  private allTouched = false;
  private validity: FormValidity = 'unchecked';
  private submitting = false;
  private readonly fieldListeners = new FieldListeners();
  private formListeners = new Set<Listener>();

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

  /** Replaces all errors (keyed by input id) and settles the form's validity. */
  setErrors(errors: Map<string, string>): void {
    const changed = new Set([...this.errors.keys(), ...errors.keys()]);
    const before = new Map([...changed].map((id) => [id, this.visibleError(id)]));
    this.errors = errors;
    this.setFormState({ validity: errors.size === 0 ? 'valid' : 'invalid' });
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
    this.errors.clear();
    this.setFormState({ validity: 'unchecked' });
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
