import type { WidgetProps } from '@rjsf/utils';
import type { InputOverrides } from '../../templates/BaseInputTemplate';
import { trimming } from '../shared/trimRules';

/** Text whose surrounding white space is trimmed as it is typed (names). */
export function TrimmedTextWidget(
  props: WidgetProps & Pick<InputOverrides, 'inputMode' | 'autoComplete'>,
) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="text" typedText={trimming} />;
}
