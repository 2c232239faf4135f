import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useVisibleError } from '../../formStatusContext';
import { describedBy } from './describedBy';

/**
 * The `<input type="checkbox">` of a boolean widget, wired to rjsf's callbacks. It is invalid
 * while its touched-only error shows.
 */
export function CheckboxInput({ props }: { props: WidgetProps }) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const error = useVisibleError(id);
  return (
    <input
      type="checkbox"
      id={id}
      name={htmlName || id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked)}
    />
  );
}
