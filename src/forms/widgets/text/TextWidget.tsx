import type { ChangeEvent } from 'react';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { numberFromText, shownNumberText } from '../shared/numberText';

/**
 * A number typed as text: the form's value is a number (72.5 stays valid under a decimal
 * `maximum`), and what is being typed ("1.", "0.50") stays on screen until the field is left.
 */
function NumberTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, registry } = props;
  const { BaseInputTemplate } = registry.templates;
  const [typing, setTyping] = useState<string>();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyping(event.target.value);
    onChange(numberFromText(event.target.value));
  };
  const handleBlur = () => {
    setTyping(undefined);
    onBlur(id, value);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      inputMode={props.schema.type === 'integer' ? 'numeric' : 'decimal'}
      value={shownNumberText(typing, value)}
      onChangeOverride={handleChange}
      onBlur={handleBlur}
    />
  );
}

const isNumberSchema = (type: unknown) => type === 'number' || type === 'integer';

const INPUT_MODES = ['numeric', 'decimal', 'tel', 'email', 'url'] as const;
type InputMode = (typeof INPUT_MODES)[number];
const inputModeOf = (option: unknown): InputMode | undefined =>
  INPUT_MODES.find((mode) => mode === option);

/** Plain text (maxLength from the schema), or a number box for a `number`/`integer` field. */
export function TextWidget(props: WidgetProps) {
  if (isNumberSchema(props.schema.type)) return <NumberTextWidget {...props} />;
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate {...props} type="text" inputMode={inputModeOf(props.options.inputMode)} />
  );
}
