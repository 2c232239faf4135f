import type { WidgetProps } from '@rjsf/utils';
import { useTrimmedInput } from '../shared/useTrimmedInput';

/**
 * E-mail trimmed as typed. A malformed address stays in the field on leaving it; the schema's
 * `format`/`pattern` flags it ("Enter an e-mail address like name@example.com").
 */
export function EmailWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const input = useTrimmedInput(props);
  return (
    <BaseInputTemplate
      {...props}
      // type="email" would let the browser strip spaces behind React's back.
      type="text"
      inputMode="email"
      autoComplete="email"
      value={input.shown}
      onChangeOverride={input.handleChange}
      onBlur={input.handleBlur}
    />
  );
}
