import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { useVisibleError } from '../../formStatusContext';
import { describedBy } from './describedBy';
import { isDisabled, optionsOf } from './choiceOptions';
import './ChoiceGroup.css';

export interface ChoiceGroupProps {
  props: WidgetProps;
  kind: 'radio' | 'checkbox';
  isChecked: (value: unknown) => boolean;
  onToggle: (index: number, checked: boolean) => void;
}

/**
 * Radio buttons or checkboxes, one per option, in a group named by the field's label.
 * `ui:options.inline` lays them out on one line.
 */
export function ChoiceGroup({ props, kind, isChecked, onToggle }: ChoiceGroupProps) {
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
