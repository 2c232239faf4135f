/** `ui:options` keys of the `checkboxes` widget. */
export const checkboxesOptions = [
  /** `true` puts the boxes on one line instead of one under the other. */
  'inline',
] as const;
