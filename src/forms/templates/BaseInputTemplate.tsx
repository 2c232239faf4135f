import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { englishWords } from '../../lib/i18n/words';
import { fillIn } from '../../../contract/languages';
import { useVisibleError } from '../formStatusContext';
import { describedBy } from '../widgets/shared/describedBy';
import { useWords } from '../../lib/i18n/useWords';
import { reachesLimit, useTypedInput, valueOfTyped, type TypedTextRule } from './useTypedInput';

/** Extra props a widget may hand to this template. */
export interface InputOverrides {
  /** The input's own character limit, instead of the schema's `maxLength` and its note. */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Ids of further describing elements, such as a printed quantity cap. */
  describedBy?: string;
  /**
   * Records a value the input already shows (boundWidgets.tsx gives it to every widget). With it,
   * and no `onChangeOverride`, the input keeps what is typed itself and a key draws nothing.
   */
  onTyped?: (value: unknown) => void;
  /** For a typed input: what it shows as it is typed and the value kept (useTypedInput.ts). */
  typedText?: TypedTextRule;
  /** The widget's own class on the input, beside `rx-input` (a date box's least width). */
  inputClassName?: string;
}

/** The note under a field whose text has reached the schema's `maxLength`. */
export function limitNote(
  value: unknown,
  maxLength: number | undefined,
  template = englishWords.form.limitNote,
): string {
  return limitNoteOfLength(typeof value === 'string' ? value.length : 0, maxLength, template);
}

function limitNoteOfLength(length: number, maxLength: number | undefined, template: string) {
  return reachesLimit(length, maxLength) ? fillIn(template, { length, limit: maxLength }) : '';
}

/**
 * The `<input>` of every text-like widget. A touched field's error is visible text under it
 * (FieldTemplate); the input is marked `aria-invalid` and points `aria-describedby` at it. The
 * placeholder stays a hint. A field at its schema `maxLength` says so in a polite note, so a
 * limit never cuts text silently (a paste longer than the limit included).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps & InputOverrides) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange } = props;
  const { onChangeOverride, options, schema, type, placeholder, hideLabel, label, required } =
    props;
  const onTyped = onChangeOverride ? undefined : props.onTyped;
  const typedInput = useTypedInput({
    value,
    emptyValue: options.emptyValue,
    maxLength: schema.maxLength,
    rule: props.typedText,
    onTyped,
  });
  const error = useVisibleError(id);
  const { form } = useWords();
  const { min, max, step, ...inputProps } = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  const noteId = `${id}__limit`;
  const hasLimitNote = props.maxLength === undefined && schema.maxLength !== undefined;
  const limit = schema.maxLength;
  const note = !hasLimitNote
    ? ''
    : onTyped
      ? limitNoteOfLength(typedInput.limitLength, limit, form.limitNote)
      : limitNote(value, limit, form.limitNote);
  const describedByIds = [describedBy(id, error), note ? noteId : undefined, props.describedBy]
    .filter(Boolean)
    .join(' ');

  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    if (onTyped) typedInput.change(target);
    else onChange(valueOfTyped(target.value, options.emptyValue));
  };
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement>) => {
    if (onTyped) typedInput.settle(target);
    onBlur(id, target.value);
  };
  const handleFocus = ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value);

  return (
    <>
      <input
        {...inputProps}
        {...(isNumber ? { min, max, step } : {})}
        id={id}
        name={htmlName || id}
        className={['rx-input', props.inputClassName, error && 'rx-input--invalid']
          .filter(Boolean)
          .join(' ')}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        ref={onTyped ? typedInput.inputRef : undefined}
        {...(onTyped ? { defaultValue: typedInput.text } : { value: value ?? '' })}
        maxLength={props.maxLength ?? schema.maxLength}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? inputProps.autoComplete}
        placeholder={placeholder || undefined}
        aria-label={hideLabel ? label : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
        onChange={onChangeOverride ?? handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      {hasLimitNote && (
        // Always in the page, so the note is announced when it appears; not printed in a PDF.
        <span id={noteId} className="rx-field__note" aria-live="polite">
          {note}
        </span>
      )}
    </>
  );
}
