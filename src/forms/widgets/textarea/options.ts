/** `ui:options` keys of the `textarea` widget. */
export const textareaOptions = [
  /** Height of the box in lines (default 4). */
  'rows',
] as const;
