import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIsSelected } from '@rjsf/utils';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { optionsOf } from '../shared/choiceOptions';

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
