import type { WidgetProps } from '@rjsf/utils';
import { CheckboxInput } from '../shared/CheckboxInput';
import './CheckboxWidget.css';

/** A box with its label on the right, as on a printed order form. */
export function CheckboxWidget(props: WidgetProps) {
  return (
    <label className="rx-checkbox">
      <CheckboxInput props={props} />
      <span className="rx-checkbox__label">{props.label}</span>
    </label>
  );
}
