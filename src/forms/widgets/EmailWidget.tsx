import type { WidgetProps } from '@rjsf/utils';
import { emailOnLeave } from './trimRules';
import { useTrimmedInput } from './useTrimmedInput';

/** E-mail trimmed as typed; on leaving, a value that fails the e-mail check is cleared. */
export function EmailWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, registry } = props;
  const { BaseInputTemplate } = registry.templates;
  const input = useTrimmedInput(props);
  const handleBlur = () => {
    input.endTyping();
    const kept = emailOnLeave(value);
    if (kept !== value) onChange(kept);
    onBlur(id, kept);
  };
  return (
    <BaseInputTemplate
      {...props}
      // type="email" would let the browser strip spaces behind React's back.
      type="text"
      inputMode="email"
      autoComplete="email"
      value={input.shown}
      onChangeOverride={input.handleChange}
      onBlur={handleBlur}
    />
  );
}
