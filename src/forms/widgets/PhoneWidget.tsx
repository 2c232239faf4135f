import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FULL_PHONE_LENGTH } from '../../lib/phone/phone';
import { maskedPhone, phoneOnLeave } from './inputRules';

/** US phone number masked as `(XXX) XXX-XXXX` while typed; a partial number is cleared on leaving. */
export function PhoneWidget(props: WidgetProps) {
  const { onChange, onBlur, registry } = props;
  const { BaseInputTemplate } = registry.templates;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(maskedPhone(event.target.value));
  const handleBlur = (id: string, value: string) => {
    const kept = phoneOnLeave(value);
    if (kept !== (value || undefined)) onChange(kept);
    onBlur(id, kept);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={FULL_PHONE_LENGTH}
      onChangeOverride={handleChange}
      onBlur={handleBlur}
    />
  );
}
