import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { localToUTC, utcToLocal } from '@rjsf/utils';

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
