import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { useVisibleError } from '../formStatusContext';

/** A box with its label on the right, as on a printed order form. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus } =
    props;
  const error = useVisibleError(id);
  return (
    <label className="rx-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked)}
      />
      <span className="rx-checkbox__label">{label}</span>
    </label>
  );
}
