import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** Plain text; the input's maxLength comes from the schema's `maxLength`. */
export function TextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="text" />;
}

/** Today's date on this device as `YYYY-MM-DD`, the value of a date input. */
function todayIso(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * With ui:options `default: "today"`, an empty date is set to today when the form is set up
 * (opened, or cleared after a send), as a value the form sends and checks like a typed one.
 * Once only: a date the person then empties stays empty.
 */
function useTodayByDefault({ value, options, onChange }: WidgetProps): void {
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    if (options.default === 'today' && (value === undefined || value === '')) onChange(todayIso());
  }, [value, options.default, onChange]);
}

/** Native date picker for `format: "date"` values (stored as YYYY-MM-DD). */
export function DateWidget(props: WidgetProps) {
  useTodayByDefault(props);
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="date" />;
}
