import type { UiSchema } from '@rjsf/utils';
import { getSubmitButtonOptions, getUiOptions } from '@rjsf/utils';
import { useSendState } from './formStatusContext';

/**
 * The form's submit button: disabled while the form is invalid or being submitted. Its text
 * and title come from the root of ui.json: `ui:submitButtonOptions.submitText`, its
 * `props.title`, and `ui:options.invalidSubmitTitle` for the title while invalid.
 */
export function SubmitButton({
  uiSchema,
  busyText,
  disabled = false,
}: {
  uiSchema: UiSchema;
  busyText?: string;
  /** A further reason to disable it, such as a form still at its initial values. */
  disabled?: boolean;
}) {
  const { validity, submitting } = useSendState();
  const { submitText, props } = getSubmitButtonOptions(uiSchema);
  const { invalidSubmitTitle } = getUiOptions(uiSchema);
  const invalid = validity === 'invalid';
  const title =
    invalid && typeof invalidSubmitTitle === 'string' ? invalidSubmitTitle : props?.title;
  return (
    <button
      type="submit"
      className="rx-button rx-button--primary"
      disabled={invalid || submitting || disabled}
      title={typeof title === 'string' ? title : submitText}
      aria-busy={submitting || undefined}
    >
      {submitting && busyText ? busyText : submitText}
    </button>
  );
}
