import type { FieldProps } from '@rjsf/utils';

/**
 * Stands in for rjsf's NumberField, which keeps the typed text so that "1." or "1.50" stay on
 * screen while the data holds the number, and asks Intl for the locale's decimal separator on
 * every render: about 60 ms of the Order Rx form's first render on a slow CPU. Here every
 * input is a registry widget bound to the values store (boundWidgets.tsx), which parses what
 * is typed itself and never goes through rjsf's change handling, so the field only passes on.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
