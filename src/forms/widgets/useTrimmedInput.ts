import type { ChangeEvent } from 'react';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { shownText, trimmedValue } from './trimRules';

/**
 * Input state of a field whose value is stored without surrounding white space. The raw typing
 * is held only while the field has focus; the form's value is trimmed on every key.
 */
export function useTrimmedInput({ value, onChange }: Pick<WidgetProps, 'value' | 'onChange'>) {
  const [typing, setTyping] = useState<string>();
  return {
    shown: shownText(typing, value),
    handleChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTyping(event.target.value);
      onChange(trimmedValue(event.target.value));
    },
    endTyping: () => setTyping(undefined),
  };
}
