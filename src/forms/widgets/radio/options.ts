/** `ui:options` keys of the `radio` widget. */
export const radioOptions = [
  /** `true` puts the choices on one line instead of one under the other. */
  'inline',
] as const;
