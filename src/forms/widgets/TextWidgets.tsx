import type { WidgetProps } from '@rjsf/utils';

/** Plain text; the input's maxLength comes from the schema's `maxLength`. */
export function TextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="text" />;
}

/** Native date picker for `format: "date"` values (stored as YYYY-MM-DD). */
export function DateWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="date" />;
}
