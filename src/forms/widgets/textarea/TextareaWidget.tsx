import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useVisibleError } from '../../formStatusContext';
import { describedBy } from '../shared/describedBy';
import './TextareaWidget.css';

/** A box for several lines of text; `ui:options.rows` sets its height (default 4). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, options, schema } =
    props;
  const error = useVisibleError(id);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) =>
    props.onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <textarea
      id={id}
      name={props.htmlName || id}
      className={error ? 'rx-input rx-textarea rx-input--invalid' : 'rx-input rx-textarea'}
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      maxLength={schema.maxLength}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      aria-label={props.hideLabel ? props.label : undefined}
      onChange={handleChange}
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
    />
  );
}
