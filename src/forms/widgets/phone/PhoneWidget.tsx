import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FULL_PHONE_LENGTH } from '../../../lib/phone/phone';
import { maskedPhone } from './phoneRules';

/**
 * US phone number masked as `(XXX) XXX-XXXX` while typed. A partial number stays in the field
 * on leaving it; the schema's `pattern` flags it ("Enter a 10-digit phone number").
 */
export function PhoneWidget(props: WidgetProps) {
  const { onChange, registry } = props;
  const { BaseInputTemplate } = registry.templates;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(maskedPhone(event.target.value));
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={FULL_PHONE_LENGTH}
      onChangeOverride={handleChange}
    />
  );
}
