import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import { useVisibleError } from '../../formStatusContext';
import { useWords } from '../../../lib/i18n/useWords';
import { CheckboxesWidget } from '../checkboxes/CheckboxesWidget';
import { describedBy } from '../shared/describedBy';
import { isDisabled, optionsOf } from '../shared/choiceOptions';
import './SelectWidget.css';

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
