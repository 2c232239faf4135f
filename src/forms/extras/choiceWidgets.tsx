import type { ChangeEvent } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import {
  enumOptionSelectedValue,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
} from '@rjsf/utils';
import { useVisibleError } from '../formStatusContext';
import { describedBy } from './describedBy';
import { useWords } from '../../lib/i18n/useWords';

function optionsOf(props: WidgetProps): EnumOptionsType[] {
  return Array.isArray(props.options.enumOptions) ? props.options.enumOptions : [];
}

function isDisabled(props: WidgetProps, value: unknown): boolean {
  const { enumDisabled } = props.options;
  return Array.isArray(enumDisabled) && (enumDisabled as unknown[]).includes(value);
}

/**
 * A dropdown for an `enum` or a `oneOf` of `const` + `title` (the chosen option's title is what
 * shows, and what the PDF prints). A list that takes several values (`uniqueItems`) is a group
 * of checkboxes instead: a multiple-choice list box is hard to use with a keyboard or a finger.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, options } = props;
  const error = useVisibleError(id);
  const { form } = useWords();
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const choices = optionsOf(props);
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, choices, format, options.emptyValue);
  return (
    <select
      id={id}
      name={props.htmlName || id}
      className={error ? 'rx-input rx-select rx-input--invalid' : 'rx-input rx-select'}
      value={enumOptionSelectedValue(value, choices, false, format, '')}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      aria-label={props.hideLabel ? props.label : undefined}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        props.onChange(decode(event.target.value))
      }
      onBlur={(event) => props.onBlur(id, decode(event.target.value))}
      onFocus={(event) => props.onFocus(id, decode(event.target.value))}
    >
      <option value="">{placeholder || form.choose}</option>
      {choices.map((choice, index) => (
        <option
          key={index}
          value={enumOptionValueEncoder(choice.value, index, format)}
          disabled={isDisabled(props, choice.value)}
        >
          {choice.label}
        </option>
      ))}
    </select>
  );
}

interface ChoiceGroupProps {
  props: WidgetProps;
  kind: 'radio' | 'checkbox';
  isChecked: (value: unknown) => boolean;
  onToggle: (index: number, checked: boolean) => void;
}

/**
 * Radio buttons or checkboxes, one per option, in a group named by the field's label.
 * `ui:options.inline` lays them out on one line.
 */
function ChoiceGroup({ props, kind, isChecked, onToggle }: ChoiceGroupProps) {
  const { id, disabled, readonly, autofocus, options, label, required } = props;
  const error = useVisibleError(id);
  const layout = options.inline ? 'rx-choices rx-choices--inline' : 'rx-choices';
  return (
    <div
      id={id}
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      className={error ? `${layout} rx-choices--invalid` : layout}
      aria-label={label}
      aria-required={kind === 'radio' && required ? true : undefined}
      aria-invalid={error && kind === 'radio' ? true : undefined}
      aria-describedby={describedBy(id, error)}
    >
      {optionsOf(props).map((choice, index) => (
        <label key={index} className="rx-choice">
          <input
            type={kind}
            id={optionId(id, index)}
            name={props.htmlName || id}
            value={String(index)}
            checked={isChecked(choice.value)}
            disabled={disabled || readonly || isDisabled(props, choice.value)}
            autoFocus={autofocus && index === 0}
            onChange={(event) => onToggle(index, event.target.checked)}
            onBlur={() => props.onBlur(id, props.value)}
            onFocus={() => props.onFocus(id, props.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/** One choice among a few, all visible. */
export function RadioWidget(props: WidgetProps) {
  const choices = optionsOf(props);
  return (
    <ChoiceGroup
      props={props}
      kind="radio"
      isChecked={(value) => enumOptionsIsSelected(value, props.value)}
      onToggle={(index) => props.onChange(choices[index]?.value)}
    />
  );
}

/** Any number of choices, for a list of `enum` values with `uniqueItems`. */
export function CheckboxesWidget(props: WidgetProps) {
  const choices = optionsOf(props);
  const selected: unknown[] = Array.isArray(props.value) ? props.value : [];
  return (
    <ChoiceGroup
      props={props}
      kind="checkbox"
      isChecked={(value) => enumOptionsIsSelected(value, selected)}
      onToggle={(index, checked) =>
        props.onChange(
          checked
            ? enumOptionsSelectValue(index, selected, choices)
            : enumOptionsDeselectValue(index, selected, choices),
        )
      }
    />
  );
}
