import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { errorId, getInputProps } from '@rjsf/utils';
import { useVisibleError } from '../formStatusContext';

/** Extra props a widget may hand to this template. */
export interface InputOverrides {
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Ids of further describing elements, such as a printed quantity cap. */
  describedBy?: string;
}

/**
 * The `<input>` of every text-like widget. A touched field's error replaces its placeholder
 * (as on the paper-era form), marks it `aria-invalid` and points `aria-describedby` at the
 * visually hidden message the FieldTemplate renders.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps & InputOverrides) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange } = props;
  const { onChangeOverride, options, schema, type, placeholder, hideLabel, label, required } =
    props;
  const error = useVisibleError(id);
  const { min, max, step, ...inputProps } = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  const describedBy = [error ? errorId(id) : undefined, props.describedBy].filter(Boolean);

  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value);
  const handleFocus = ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value);

  return (
    <input
      {...inputProps}
      {...(isNumber ? { min, max, step } : {})}
      id={id}
      name={htmlName || id}
      className={error ? 'rx-input rx-input--invalid' : 'rx-input'}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      value={value ?? ''}
      maxLength={props.maxLength ?? schema.maxLength}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete ?? inputProps.autoComplete}
      placeholder={error ?? (placeholder || undefined)}
      aria-label={hideLabel ? label : undefined}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      onChange={onChangeOverride ?? handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}
