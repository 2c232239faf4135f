import type { WidgetProps } from '@rjsf/utils';
import type { InputOverrides } from '../../templates/BaseInputTemplate';
import { useTrimmedInput } from '../shared/useTrimmedInput';

/** Text whose surrounding white space is trimmed as it is typed (names). */
export function TrimmedTextWidget(
  props: WidgetProps & Pick<InputOverrides, 'inputMode' | 'autoComplete'>,
) {
  const { BaseInputTemplate } = props.registry.templates;
  const input = useTrimmedInput(props);
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      value={input.shown}
      onChangeOverride={input.handleChange}
      onBlur={input.handleBlur}
    />
  );
}
