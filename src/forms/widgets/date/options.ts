/** `ui:options` keys of the `date` widget. */
export const dateOptions = [
  /** `"today"` makes today's date the field's default (read by the page that draws the form,
   * see setTodayDefaults). */
  'default',
] as const;
