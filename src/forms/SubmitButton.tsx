import { Fragment, useId, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { getSubmitButtonOptions, getUiOptions } from '@rjsf/utils';
import { useFormErrors, useSendState } from './formStatusContext';
import { useValueSource } from './boundWidgets';
import {
  sendBlockers,
  sendBlockersText,
  type BlockingField,
  type SendBlockers,
} from './core/sendBlockers';
import { FieldLink } from './FieldLink';
import { useWords } from '../lib/i18n/useWords';
import { fillInParts } from '../lib/i18n/fillInParts';
import { useFirstScreen } from '../lib/renderMode';

/** What the form still needs, by field, from the fields' current titles; null when not shown. */
function useSendBlockers(shown: boolean): SendBlockers | null {
  const store = useFormErrors();
  const values = useValueSource();
  if (!shown || !store) return null;
  return sendBlockers(store.allErrors().keys(), store.describedFields(), (fieldId, field) =>
    values.shown(fieldId, field?.initialValue),
  );
}

/** "Patient Name, Patient Phone", each name a link to its field. */
function fieldLinks(fields: BlockingField[]): ReactNode {
  return fields.map((field, index) => (
    <Fragment key={field.id}>
      {index > 0 && ', '}
      <FieldLink fieldId={field.id}>{field.name}</FieldLink>
    </Fragment>
  ));
}

/**
 * What the form still needs, as visible text: a disabled button's title is a tooltip that
 * touch and keyboard users never see. Each name is a link that moves the focus to its field (as
 * in GOV.UK's error summary). Announced politely as it changes while one types.
 */
function SendBlockersLine({ id, blockers }: { id: string; blockers: SendBlockers | null }) {
  const { form } = useWords();
  const sentences = [
    blockers?.missing.length && fillInParts(form.missing, { fields: fieldLinks(blockers.missing) }),
    blockers?.invalid.length &&
      fillInParts(form.toCorrect, { fields: fieldLinks(blockers.invalid) }),
  ].filter(Boolean);
  return (
    <p id={id} className="rx-send-blockers" aria-live="polite">
      {sentences.map((sentence, index) => (
        <Fragment key={index}>
          {index > 0 && '. '}
          {sentence}
        </Fragment>
      ))}
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
  // A first screen cannot send; disabled, it also keeps Enter in a box from submitting the plain
  // form, values and all, into the address.
  const firstScreen = useFirstScreen();
  const invalid = validity === 'invalid';
  const blockers = useSendBlockers(invalid);
  const blockersText = blockers ? sendBlockersText(blockers, form) : '';
  const writtenTitle = typeof invalidSubmitTitle === 'string' ? invalidSubmitTitle : undefined;
  const title = invalid ? (writtenTitle ?? (blockersText || props?.title)) : props?.title;
  return (
    <>
      <SendBlockersLine id={blockersId} blockers={blockers} />
      <button
        type="submit"
        className="rx-button rx-button--primary"
        disabled={invalid || submitting || disabled || firstScreen}
        title={typeof title === 'string' ? title : submitText}
        aria-busy={submitting || undefined}
        aria-describedby={invalid ? blockersId : undefined}
      >
        {submitting ? (busyText ?? form.sending) : submitText}
      </button>
    </>
  );
}
