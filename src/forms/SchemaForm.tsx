import type { ReactNode, Ref } from 'react';
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils } from '@rjsf/utils';
import type {
  FormContextType,
  RegistryFieldsType,
  RJSFSchema,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { formRegistry, type FormRegistry } from './registry';
import { FormStatusStore } from './formStatus';
import { FormStatusContext } from './formStatusContext';
import { FormValuesStore, leafPaths } from './formValues';
import { needsLiveValues } from './schemaShape';
import { shownValues } from './shownValues';
import { boundWidgets, FormValuesContext } from './boundWidgets';
import { NumberField } from './fields/NumberField';
import './forms.css';
import {
  defaultValidator,
  ID_PREFIX,
  ID_SEPARATOR,
  validateValues,
  type FormValues,
} from './validation';

/** What a page can do with its form without holding the values in React state. */
export interface FormController {
  getValues(): FormValues;
  /** Back to the schema defaults, nothing touched. */
  reset(): void;
  /** Replaces the values (a saved draft), nothing touched. */
  load(values: FormValues): void;
}

export interface SchemaFormProps {
  /** Both must be stable (module-level) values: rjsf memoises every field on its props. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  registry?: FormRegistry;
  validator?: ValidatorType<FormValues>;
  /** Extra context for fields (e.g. `attachments`); keep it stable too. */
  formContext?: FormContextType;
  controllerRef?: Ref<FormController>;
  /** The form validates itself this long after it first renders (spec: 1 s). */
  selfValidateAfterMs?: number;
  /** Called with valid values only; the submit button stays disabled until it settles. */
  onSubmit?: (values: FormValues) => Promise<void> | void;
  /** Every change (e.g. for a draft); must not set React state on each key. */
  onValuesChange?: (values: FormValues) => void;
  /** Action buttons, rendered inside the `<form>`. */
  children?: ReactNode;
}

/**
 * A `oneOf` list of `const` choices (a dropdown, radio buttons) starts with nothing chosen: rjsf
 * would otherwise take the first choice as the default, and a required choice would be made
 * for the person without a word. Module-level: rjsf compares it on every render.
 */
const defaultFormState = { constAsDefaults: 'skipOneOf' } as const;

const withBuiltInOverrides = new WeakMap<FormRegistry['fields'], RegistryFieldsType>();

/** The registry's fields plus lighter stand-ins for rjsf's own; the same object per registry. */
function fieldsOf(registry: FormRegistry): RegistryFieldsType {
  let fields = withBuiltInOverrides.get(registry.fields);
  if (!fields) {
    fields = { ...registry.fields, NumberField };
    withBuiltInOverrides.set(registry.fields, fields);
  }
  return fields;
}

interface Generation {
  key: number;
  values?: FormValues;
}

function firstInDocument(ids: Iterable<string>): HTMLElement | undefined {
  const elements = [...ids].flatMap((id) => document.getElementById(id) ?? []);
  return elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * A form drawn from its schema files by @rjsf/core. rjsf lays the form out and sets up the
 * initial data (defaults); after that the registry's widgets keep what is typed in a
 * FormValuesStore, and touched/error state lives in a FormStatusStore, both outside React
 * state. A keystroke therefore re-renders the one widget typed into, at a cost that does not
 * grow with the form; rjsf's own live validation is off.
 *
 * A form with arrays or conditions (`needsLiveValues`) leaves its values to rjsf instead, so
 * that rows and conditional fields follow what is typed; errors still go to the status store.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { schema, uiSchema, registry = formRegistry, validator = defaultValidator } = props;
  const { formContext, controllerRef, selfValidateAfterMs = 1000, children } = props;
  const [store] = useState(() => new FormStatusStore());
  // Arrays and conditions need rjsf to see each change; the store then holds no field.
  const [live] = useState(() => needsLiveValues(schema));
  const [values] = useState(() => new FormValuesStore(live ? new Map() : leafPaths(schema)));
  const [generation, setGeneration] = useState<Generation>({ key: 0 });
  const formRef = useRef<Form<FormValues>>(null);
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  // What the form holds: rjsf's data with the store's edits, or, for a live form, only what
  // is shown (values of fields a condition hides are not sent and not kept in a draft).
  const [schemaUtils] = useState(() => (live ? createSchemaUtils(validator, schema) : undefined));
  const valuesOf = useCallback(
    (formData: FormValues | undefined): FormValues =>
      schemaUtils
        ? (shownValues(schemaUtils, schema, formData ?? {}) as FormValues)
        : values.merged(formData ?? {}),
    [schemaUtils, schema, values],
  );
  const currentValues = useCallback(() => valuesOf(formRef.current?.state.formData), [valuesOf]);
  const revalidate = useCallback(
    (values: FormValues) => {
      const errors = validateValues(validator, values, schema, uiSchema);
      store.setErrors(errors);
      return errors;
    },
    [validator, schema, uiSchema, store],
  );

  useEffect(() => {
    // The first render waits (spec: validates itself after 1 s); a reset or load checks at once.
    const delay = generation.key === 0 ? selfValidateAfterMs : 0;
    const timer = setTimeout(() => revalidate(currentValues()), delay);
    return () => clearTimeout(timer);
  }, [generation, selfValidateAfterMs, revalidate, currentValues]);

  useEffect(
    () =>
      values.subscribeChanges(() => {
        const current = currentValues();
        revalidate(current);
        callbacks.current.onValuesChange?.(current);
      }),
    [values, currentValues, revalidate],
  );

  useImperativeHandle(
    controllerRef,
    () => ({
      getValues: currentValues,
      reset: () => {
        store.clear();
        values.clear();
        setGeneration((g) => ({ key: g.key + 1 }));
      },
      load: (loaded) => {
        store.clear();
        values.clear();
        setGeneration((g) => ({ key: g.key + 1, values: structuredClone(loaded) }));
      },
    }),
    [currentValues, store, values],
  );

  // Widgets outside the registry, and every widget of a live form, change values through rjsf.
  const handleChange = useCallback(
    (event: IChangeEvent<FormValues>, id?: string) => {
      // Without an id it is rjsf filling in defaults while constructing: that must not count
      // as the self-validation, which waits its second.
      if (id === undefined) return;
      const current = valuesOf(event.formData);
      revalidate(current);
      callbacks.current.onValuesChange?.(current);
    },
    [valuesOf, revalidate],
  );
  const handleBlur = useCallback((id: string) => store.touch(id), [store]);
  const handleSubmit = useCallback(async () => {
    const formData = currentValues();
    store.touchAll();
    const errors = revalidate(formData);
    if (errors.size > 0) {
      firstInDocument(errors.keys())?.focus();
      return;
    }
    if (store.isSubmitting()) return;
    store.setSubmitting(true);
    try {
      await callbacks.current.onSubmit?.(formData);
    } finally {
      store.setSubmitting(false);
    }
  }, [currentValues, revalidate, store]);

  return (
    <FormStatusContext.Provider value={store}>
      <FormValuesContext.Provider value={values}>
        <Form<FormValues>
          key={generation.key}
          ref={formRef}
          className="rx-form"
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={boundWidgets(registry.widgets)}
          fields={fieldsOf(registry)}
          templates={registry.templates}
          formData={generation.values}
          formContext={formContext}
          idPrefix={ID_PREFIX}
          idSeparator={ID_SEPARATOR}
          experimental_defaultFormStateBehavior={defaultFormState}
          noValidate
          noHtml5Validate
          showErrorList={false}
          onChange={handleChange}
          onBlur={handleBlur}
          onSubmit={handleSubmit}
        >
          {children ?? <></>}
        </Form>
      </FormValuesContext.Provider>
    </FormStatusContext.Provider>
  );
}
