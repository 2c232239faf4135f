import { useContext, useId } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { getSubmitButtonOptions, getUiOptions } from '@rjsf/utils';
import { useFormErrors, useSendState } from './formStatusContext';
import { FormValuesContext } from './boundWidgets';
import { sendBlockers, sendBlockersText } from './core/sendBlockers';
import { useWords } from '../lib/i18n/useWords';

/** What the form still needs ("Missing: Patient Name"), built from the fields' current titles. */
function useSendBlockersText(shown: boolean): string {
  const store = useFormErrors();
  const values = useContext(FormValuesContext);
  const { form } = useWords();
  if (!shown || !store) return '';
  return sendBlockersText(
    sendBlockers(store.allErrors().keys(), store.describedFields(), (fieldId, field) =>
      values?.holds(fieldId) ? values.valueOr(fieldId, field?.initialValue) : field?.initialValue,
    ),
    form,
  );
}

/**
 * What the form still needs, as visible text: a disabled button's title is a tooltip that
 * touch and keyboard users never see. Announced politely as it changes while one types.
 */
function SendBlockersLine({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="rx-send-blockers" aria-live="polite">
      {text}
    </p>
  );
}

/**
 * The form's submit button: disabled while the form is invalid or being submitted, with a line
 * beside it saying what is missing. Its text and title come from the root of ui.json:
 * `ui:submitButtonOptions.submitText`, its `props.title`, and `ui:options.invalidSubmitTitle`
 * for the title while invalid; without one, that title is the line of what is missing, so it
 * follows the current titles and required fields.
 */
export function SubmitButton({
  uiSchema,
  busyText,
  disabled = false,
}: {
  uiSchema: UiSchema;
  /** Shown while sending; "Sending…" in the person's language when not given. */
  busyText?: string;
  /** A further reason to disable it, such as a form still at its initial values. */
  disabled?: boolean;
}) {
  const { validity, submitting } = useSendState();
  const { form } = useWords();
  const { submitText, props } = getSubmitButtonOptions(uiSchema);
  const { invalidSubmitTitle } = getUiOptions(uiSchema);
  const blockersId = useId();
  const invalid = validity === 'invalid';
  const blockers = useSendBlockersText(invalid);
  const writtenTitle = typeof invalidSubmitTitle === 'string' ? invalidSubmitTitle : undefined;
  const title = invalid ? (writtenTitle ?? (blockers || props?.title)) : props?.title;
  return (
    <>
      <SendBlockersLine id={blockersId} text={blockers} />
      <button
        type="submit"
        className="rx-button rx-button--primary"
        disabled={invalid || submitting || disabled}
        title={typeof title === 'string' ? title : submitText}
        aria-busy={submitting || undefined}
        aria-describedby={invalid ? blockersId : undefined}
      >
        {submitting ? (busyText ?? form.sending) : submitText}
      </button>
    </>
  );
}
