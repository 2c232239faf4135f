import type { WidgetProps } from '@rjsf/utils';
import './DateWidget.css';

/** Native date picker for `format: "date"` values (stored as YYYY-MM-DD). */
export function DateWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="date" />;
}
