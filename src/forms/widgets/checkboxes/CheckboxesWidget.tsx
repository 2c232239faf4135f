import type { WidgetProps } from '@rjsf/utils';
import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
} from '@rjsf/utils';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { optionsOf } from '../shared/choiceOptions';

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
