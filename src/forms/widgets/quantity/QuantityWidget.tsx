import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useValueSource } from '../../boundWidgets';
import { capLabel, parseQuantity, quantityMaxLength } from './quantityRules';
import { useWords } from '../../../lib/i18n/useWords';

/** The input id of the sibling field `key` of the field `id` named `name`. */
const siblingId = (id: string, name: string, key: string) =>
  `${id.slice(0, id.length - name.length)}${key}`;

/**
 * Whole-number box with the printed cap beside it. A number above the schema's `maximum` is
 * kept and flagged ("At most 5"), never changed. ui:options `ticks` names the item's checkbox
 * (a sibling key): a quantity above 0 ticks it, so a quantity never stands for an unticked item.
 */
export function QuantityWidget(props: WidgetProps) {
  const { id, name, onChange, registry, options, schema } = props;
  const values = useValueSource();
  const { BaseInputTemplate } = registry.templates;
  const { form } = useWords();
  const cap = capLabel(options.capLabel, schema.maximum, form.max);
  const capId = `${id}__cap`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const quantity = parseQuantity(event.target.value);
    onChange(quantity);
    const item = typeof options.ticks === 'string' ? siblingId(id, name, options.ticks) : '';
    if (quantity && item) values.report(item, true);
  };
  return (
    <span className="rx-quantity">
      <BaseInputTemplate
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={quantityMaxLength(schema.maximum)}
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
