import { useMemo, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { maskedPhone } from './phoneRules';
import './PhoneWidget.css';

/**
 * US phone number masked as `(XXX) XXX-XXXX` while typed; `+1` or `1` in front is the country
 * code and is dropped. A partial number, or one that does not fit (another country, letters),
 * stays in the field as typed; the schema's `pattern` flags it ("Enter a 10-digit phone number").
 */
export function PhoneWidget(props: WidgetProps) {
  const { onChange, registry, schema } = props;
  const { BaseInputTemplate } = registry.templates;
  // The box takes what is pasted whole (`+1 (305) 555-1234` is longer than the number it is).
  const schemaWithoutLimit = useMemo(() => ({ ...schema, maxLength: undefined }), [schema]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(maskedPhone(event.target.value));
  return (
    <BaseInputTemplate
      {...props}
      schema={schemaWithoutLimit}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      onChangeOverride={handleChange}
      inputClassName="rx-input--phone"
    />
  );
}
