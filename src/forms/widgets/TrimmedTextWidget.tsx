import type { WidgetProps } from '@rjsf/utils';
import { useTrimmedInput } from './useTrimmedInput';

/** Text whose surrounding white space is trimmed as it is typed (names). */
export function TrimmedTextWidget(props: WidgetProps) {
  const { id, onBlur, registry } = props;
  const { BaseInputTemplate } = registry.templates;
  const input = useTrimmedInput(props);
  const handleBlur = () => {
    input.endTyping();
    onBlur(id, props.value);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      value={input.shown}
      onChangeOverride={input.handleChange}
      onBlur={handleBlur}
    />
  );
}
