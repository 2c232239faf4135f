import type { WidgetProps } from '@rjsf/utils';
import { TrimmedTextWidget } from '../trimmedText/TrimmedTextWidget';

/**
 * E-mail trimmed as typed. A malformed address stays in the field on leaving it; the schema's
 * `format`/`pattern` flags it ("Enter an e-mail address like name@example.com"). It is a text
 * input: type="email" would let the browser strip spaces behind React's back.
 */
export function EmailWidget(props: WidgetProps) {
  return <TrimmedTextWidget {...props} inputMode="email" autoComplete="email" />;
}
