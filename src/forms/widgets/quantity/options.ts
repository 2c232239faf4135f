/** `ui:options` keys of the `quantity` widget. */
export const quantityOptions = [
  /** The cap printed beside the box ("max 300", "max 1 box"); by default `max <maximum>`, `""` for
   * none. */
  'capLabel',
  /** The key of the item's checkbox (a sibling field), ticked by a quantity above 0. */
  'ticks',
] as const;
