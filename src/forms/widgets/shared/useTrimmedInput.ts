import type { ChangeEvent } from 'react';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { shownText, trimmedValue } from './trimRules';

/**
 * Input state of a field whose value is stored without surrounding white space. The raw typing
 * is held only while the field has focus; the form's value is trimmed on every key. Nothing is
 * cleared on leaving: a value that fails a check stays, flagged by the form's validation.
 */
export function useTrimmedInput({
  id,
  value,
  onChange,
  onBlur,
}: Pick<WidgetProps, 'id' | 'value' | 'onChange' | 'onBlur'>) {
  const [typing, setTyping] = useState<string>();
  return {
    shown: shownText(typing, value),
    handleChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTyping(event.target.value);
      onChange(trimmedValue(event.target.value));
    },
    handleBlur: () => {
      setTyping(undefined);
      onBlur(id, value);
    },
  };
}
