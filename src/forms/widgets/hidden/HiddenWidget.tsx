import type { WidgetProps } from '@rjsf/utils';

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
