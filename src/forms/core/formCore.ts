/**
 * One form's logic without React, in the way react-hook-form keeps its logic out of its hook:
 * where the values are, status (touched, errors, validity, submitting), when the form checks
 * itself, submit, reset and load. `SchemaForm` binds it to rjsf and to the page.
 *
 * Every input reads and reports its value through one ValueSource (valueSource.ts), and the
 * values are read one way: rjsf's data (`readFormData`, handed in by the binding) with what the
 * source keeps laid over it, then only what is shown (values of fields a condition hides are
 * neither sent nor kept).
 */
import { createSchemaUtils, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import type { ErrorWords } from '../../../contract/errors';
import { FieldListeners, type Listener } from './fieldListeners';
import { FormStatusStore } from './formStatus';
import { leafPaths, type FormValues } from './formValues';
import { inputIdOf } from './inputIds';
import { conditionChoices, needsLiveValues } from './schemaShape';
import { shownValuesOf } from './shownValues';
import { validateValues } from './validateValues';
import { ValueSource } from './valueSource';

/** What a page can do with its form without holding the values in React state. */
export interface FormController {
  getValues(): FormValues;
  /** Back to the schema defaults, nothing touched. */
  reset(): void;
  /** Replaces the values (a saved draft), nothing touched. */
  load(values: FormValues): void;
}

/** The timers the form uses: the page's, or a test's clock. */
export interface FormClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const pageClock: FormClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface FormCoreOptions {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType<FormValues>;
  /** The form checks itself this long after it first appears (spec: 1 s). */
  selfValidateAfterMs?: number;
  clock?: FormClock;
  /** The default error messages' words (English when not given). */
  errorWords?: ErrorWords;
}

/** Each reset or load starts a new generation: the form is set up anew from its values. */
export interface Generation {
  key: number;
  values?: FormValues;
}

export interface FormEvents {
  /** Every change (e.g. for a draft). */
  onValuesChange?: (values: FormValues) => void;
  /** Called with valid values only. */
  onSubmit?: (values: FormValues) => Promise<void> | void;
  /** A submit found errors: the ids of the fields that have one. */
  onInvalidSubmit?: (fieldIds: string[]) => void;
}

/**
 * The leaves the value source keeps: all but the choices that show or hide fields. Those go to
 * rjsf, which then draws the fields their value brings (not leaves here: they go to rjsf too).
 */
function keptPaths(schema: RJSFSchema, choices: string[] = []): Map<string, string[]> {
  const paths = leafPaths(schema);
  for (const key of choices) paths.delete(inputIdOf([key]));
  return paths;
}

export class FormCore implements FormController {
  readonly status = new FormStatusStore();
  readonly valueSource: ValueSource;
  private generation: Generation = { key: 0 };
  private readonly generationListeners = new FieldListeners();
  /** Drops what the form does not show; only a form whose fields come and go has any. */
  private readonly shown: (values: FormValues) => FormValues;
  private readFormData: () => FormValues | undefined = () => undefined;
  private events: FormEvents = {};
  private checked = false;
  /** How many times the values were validated: a check in steps stops if another came between. */
  private checks = 0;

  constructor(private options: FormCoreOptions) {
    const { schema, validator } = options;
    const live = needsLiveValues(schema);
    const choices = conditionChoices(schema);
    // rjsf keeps a live form's values: it must see each change to draw the form again.
    this.valueSource = new ValueSource(live ? undefined : keptPaths(schema, choices));
    const utils = live || choices ? createSchemaUtils(validator, schema) : undefined;
    this.shown = utils ? shownValuesOf(utils, schema) : (v) => v;
  }

  /** Where rjsf's data is read from, and who hears of changes and submits. */
  connect(readFormData: () => FormValues | undefined, events: FormEvents): void {
    this.readFormData = readFormData;
    this.events = events;
  }

  getValues(): FormValues {
    return this.shown(this.valueSource.merged(this.readFormData() ?? {}));
  }

  revalidate(values = this.getValues()): Map<string, string> {
    const errors = this.validate(values);
    this.show(errors);
    return errors;
  }

  private validate(values: FormValues): Map<string, string> {
    const { validator, schema, uiSchema, errorWords } = this.options;
    this.checks += 1;
    return validateValues(validator, values, schema, uiSchema, errorWords);
  }

  private show(errors: Map<string, string>): void {
    this.checked = true;
    this.status.setErrors(errors);
  }

  /** The form's texts in another language: the messages already shown follow at once. */
  setTexts(uiSchema: UiSchema, errorWords: ErrorWords | undefined): void {
    if (uiSchema === this.options.uiSchema && errorWords === this.options.errorWords) return;
    this.options = { ...this.options, uiSchema, errorWords };
    if (this.checked) this.revalidate();
  }

  /**
   * Schedules the check of the current generation: a second after the form first appears, at
   * once after a reset or load. Returns the cancel.
   */
  scheduleCheck(): () => void {
    const { selfValidateAfterMs = 1000, clock = pageClock } = this.options;
    const delay = this.generation.key === 0 ? selfValidateAfterMs : 0;
    // Three tasks, one after the other (the values shown, their check, then showing the
    // result), so that none holds a key typed meanwhile for long (docs/performance.md). A check
    // made in between (a change is checked at once) stops this one.
    let checks = -1;
    let values: FormValues | undefined;
    let errors: Map<string, string> | undefined;
    const handles = [
      () => {
        checks = this.checks;
        values = this.getValues();
      },
      () => {
        if (values && this.checks === checks) errors = this.validate(values);
        checks = this.checks;
      },
      () => {
        if (errors && this.checks === checks) this.show(errors);
      },
    ].map((step) => clock.setTimeout(step, delay));
    return () => handles.forEach((handle) => clock.clearTimeout(handle));
  }

  /** A value changed, in the source or in rjsf's data: check, then tell. */
  private changed(): void {
    const values = this.getValues();
    this.revalidate(values);
    this.events.onValuesChange?.(values);
  }

  /**
   * rjsf's change, reported once its data holds it; without an id it is rjsf filling in
   * defaults while constructing.
   */
  handleChange = (_event: unknown, id?: string): void => {
    if (id !== undefined) this.changed();
  };

  handleBlur = (id: string): void => this.status.touch(id);

  handleSubmit = (): void => void this.submit();

  /** Listens to the values the source keeps; returns the unsubscribe. */
  watchValues(): () => void {
    return this.valueSource.subscribeChanges(() => this.changed());
  }

  async submit(): Promise<void> {
    const values = this.getValues();
    this.status.touchAll();
    const errors = this.revalidate(values);
    if (errors.size > 0) {
      this.events.onInvalidSubmit?.([...errors.keys()]);
      return;
    }
    if (this.status.isSubmitting()) return;
    this.status.setSubmitting(true);
    try {
      await this.events.onSubmit?.(values);
    } finally {
      this.status.setSubmitting(false);
    }
  }

  /** Back to the schema defaults, nothing touched. */
  reset(): void {
    this.startGeneration(undefined);
  }

  /** Replaces the values (a saved draft), nothing touched. */
  load(values: FormValues): void {
    this.startGeneration(structuredClone(values));
  }

  getGeneration = (): Generation => this.generation;

  subscribeGeneration = (listener: Listener): (() => void) =>
    this.generationListeners.subscribe('generation', listener);

  private startGeneration(values: FormValues | undefined): void {
    this.status.clear();
    this.valueSource.clear();
    this.generation = { key: this.generation.key + 1, values };
    this.generationListeners.notify('generation');
  }
}
