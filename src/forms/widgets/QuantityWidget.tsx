import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { capLabel, parseQuantity } from './inputRules';

/** Whole-number box from 0 to the schema's `maximum`, with the printed cap beside it. */
export function QuantityWidget(props: WidgetProps) {
  const { id, onChange, registry, options, schema } = props;
  const { BaseInputTemplate } = registry.templates;
  const cap = capLabel(options.capLabel, schema.maximum);
  const capId = `${id}__cap`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(parseQuantity(event.target.value, schema.maximum));
  return (
    <span className="rx-quantity">
      <BaseInputTemplate
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={schema.maximum === undefined ? 4 : String(schema.maximum).length}
        describedBy={cap ? capId : undefined}
        onChangeOverride={handleChange}
      />
      {cap && (
        <span id={capId} className="rx-quantity__cap">
          {cap}
        </span>
      )}
    </span>
  );
}
