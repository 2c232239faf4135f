import type { WidgetProps } from '@rjsf/utils';
import { rangeSpec } from '@rjsf/utils';
import { useVisibleError } from '../../formStatusContext';
import { describedBy } from '../shared/describedBy';
import { numberFromText } from '../shared/numberText';
import './RangeWidget.css';

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
