import type { ReactNode, Ref } from 'react';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import Form from '@rjsf/core';
import type { FormContextType, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { formRegistry, type FormRegistry } from './registry';
import { FormCore, type FormController } from './core/formCore';
import { FormStatusContext } from './formStatusContext';
import { boundWidgets, ValueSourceContext } from './boundWidgets';
import { fieldsOf, firstInDocument, fixedFormProps } from './rjsfSetup';
import './forms.css';
import { defaultValidator } from './validators';
import type { FormValues } from './core/formValues';
import { useWords } from '../lib/i18n/useWords';

export type { FormController } from './core/formCore';

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
 * A form drawn from its schema files by @rjsf/core, bound to its FormCore (core/formCore.ts):
 * the values, the status and when the form checks itself. rjsf lays the form out and sets up the
 * initial data; the registry's widgets read and report through the core's value source; rjsf's
 * checks are off.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { schema, uiSchema, registry = formRegistry, validator = defaultValidator } = props;
  const { formContext, controllerRef, selfValidateAfterMs, children } = props;
  const formRef = useRef<Form<FormValues>>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const errorWords = useWords().errors;
  const [core] = useState(
    () => new FormCore({ schema, uiSchema, validator, selfValidateAfterMs, errorWords }),
  );
  useEffect(() => core.setTexts(uiSchema, errorWords), [core, uiSchema, errorWords]);
  useLayoutEffect(
    () =>
      core.connect(() => formRef.current?.state.formData, {
        onValuesChange: (values) => latest.current.onValuesChange?.(values),
        onSubmit: (values) => latest.current.onSubmit?.(values),
        onInvalidSubmit: (ids) => firstInDocument(ids)?.focus(),
      }),
    [core],
  );
  const { subscribeGeneration, getGeneration } = core;
  const generation = useSyncExternalStore(subscribeGeneration, getGeneration, getGeneration);
  useEffect(() => core.scheduleCheck(), [core, generation]);
  useEffect(() => core.watchValues(), [core]);
  useImperativeHandle(controllerRef, () => core, [core]);

  return (
    <FormStatusContext.Provider value={core.status}>
      <ValueSourceContext.Provider value={core.valueSource}>
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
          {...fixedFormProps}
          onChange={core.handleChange}
          onBlur={core.handleBlur}
          onSubmit={core.handleSubmit}
        >
          {children ?? <></>}
        </Form>
      </ValueSourceContext.Provider>
    </FormStatusContext.Provider>
  );
}
