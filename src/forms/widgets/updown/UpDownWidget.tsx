import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { numberFromText } from '../shared/numberText';

/** Number box with up/down arrows (`<input type="number">`); the value stays a number. */
export function UpDownWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    props.onChange(numberFromText(event.target.value));
  return <BaseInputTemplate {...props} type="number" onChangeOverride={handleChange} />;
}
