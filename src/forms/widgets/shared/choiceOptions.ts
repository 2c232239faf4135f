import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';

/** The choices of an `enum` / `oneOf` widget, as rjsf lists them in its options. */
export function optionsOf(props: WidgetProps): EnumOptionsType[] {
  return Array.isArray(props.options.enumOptions) ? props.options.enumOptions : [];
}

/** Whether a choice is listed in `ui:enumDisabled`. */
export function isDisabled(props: WidgetProps, value: unknown): boolean {
  const { enumDisabled } = props.options;
  return Array.isArray(enumDisabled) && (enumDisabled as unknown[]).includes(value);
}
