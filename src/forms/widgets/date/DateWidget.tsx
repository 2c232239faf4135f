import type { WidgetProps } from '@rjsf/utils';
import { useWords } from '../../../lib/i18n/useWords';
import { useFirstScreen } from '../../../lib/renderMode';
import { dateTyping } from './dateText';
import './DateWidget.css';

/**
 * A date typed as `MM/DD/YYYY` in a text box (the slashes come by themselves), kept as
 * `YYYY-MM-DD`. A text box, not the browser's date input: that one drops a date typed from the
 * middle of the box or pasted (`3/15/1948`), leaving an empty value and no message. A date typed
 * in part stays in the box and fails the schema's `"format": "date"` (dateText.ts). A first
 * screen leaves a box that defaults to today (`"default": "today"`) empty: it was drawn on the
 * day of the build, and the app fills in the day the page is opened.
 */
export function DateWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const { form } = useWords();
  const buildDay = useFirstScreen() && props.options.default === 'today';
  return (
    <BaseInputTemplate
      {...props}
      value={buildDay ? '' : props.value}
      type="text"
      inputMode="numeric"
      placeholder={props.placeholder || form.datePlaceholder}
      typedText={dateTyping}
      inputClassName="rx-input--date"
    />
  );
}
