import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** Native time picker; the value is `HH:MM:SS`, the JSON Schema `time` format. */
export function TimeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const shown = typeof props.value === 'string' ? props.value.slice(0, 5) : '';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    props.onChange(event.target.value ? `${event.target.value}:00` : undefined);
  return <BaseInputTemplate {...props} type="time" value={shown} onChangeOverride={handleChange} />;
}
