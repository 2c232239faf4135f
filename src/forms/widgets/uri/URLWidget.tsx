import type { WidgetProps } from '@rjsf/utils';

/** A web address (`format: "uri"`). */
export function URLWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="url" inputMode="url" />;
}
