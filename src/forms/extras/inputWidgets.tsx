import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { localToUTC, rangeSpec, utcToLocal } from '@rjsf/utils';
import { useVisibleError } from '../formStatusContext';
import { numberFromText } from '../widgets/shared/numberText';
import { describedBy } from './describedBy';

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

/** Number box with up/down arrows (`<input type="number">`); the value stays a number. */
export function UpDownWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    props.onChange(numberFromText(event.target.value));
  return <BaseInputTemplate {...props} type="number" onChangeOverride={handleChange} />;
}

/** A slider between the schema's `minimum` and `maximum`, with its value printed beside it. */
export function RangeWidget(props: WidgetProps) {
  const { id, value, schema, disabled, readonly, autofocus } = props;
  const error = useVisibleError(id);
  const { min, max, step } = rangeSpec(schema);
  return (
    <span className="rx-range">
      <input
        type="range"
        id={id}
        name={props.htmlName || id}
        className="rx-range__input"
        min={min}
        max={max}
        step={step}
        value={typeof value === 'number' ? value : (min ?? 0)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => props.onChange(numberFromText(event.target.value))}
        onBlur={(event) => props.onBlur(id, numberFromText(event.target.value))}
        onFocus={(event) => props.onFocus(id, numberFromText(event.target.value))}
      />
      <output htmlFor={id} className="rx-range__value" aria-hidden="true">
        {value ?? ''}
      </output>
    </span>
  );
}

/** A web address (`format: "uri"`). */
export function URLWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="url" inputMode="url" />;
}

/** Native time picker; the value is `HH:MM:SS`, the JSON Schema `time` format. */
export function TimeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const shown = typeof props.value === 'string' ? props.value.slice(0, 5) : '';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    props.onChange(event.target.value ? `${event.target.value}:00` : undefined);
  return <BaseInputTemplate {...props} type="time" value={shown} onChangeOverride={handleChange} />;
}

/** Native date and time picker; the value is an ISO date-time in UTC (`format: "date-time"`). */
export function DateTimeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const shown = typeof props.value === 'string' ? utcToLocal(props.value) : '';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    props.onChange(event.target.value ? localToUTC(event.target.value) : undefined);
  return (
    <BaseInputTemplate
      {...props}
      type="datetime-local"
      value={shown}
      onChangeOverride={handleChange}
    />
  );
}

/** A value the form carries without showing it (its FieldTemplate hides the whole field). */
export function HiddenWidget({ id, value, htmlName }: WidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      name={htmlName || id}
      value={value === undefined ? '' : String(value)}
    />
  );
}
