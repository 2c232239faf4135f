import type { WidgetProps } from '@rjsf/utils';
import { useFirstScreen } from '../../../lib/renderMode';
import './DateWidget.css';

/**
 * Native date picker for `format: "date"` values (stored as YYYY-MM-DD). A first screen leaves a
 * box that defaults to today (`"default": "today"`) empty: it was drawn on the day of the build,
 * and the app fills in the day the page is opened.
 */
export function DateWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const buildDay = useFirstScreen() && props.options.default === 'today';
  return <BaseInputTemplate {...props} value={buildDay ? '' : props.value} type="date" />;
}
