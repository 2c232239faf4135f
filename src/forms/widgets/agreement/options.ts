/** `ui:options` keys of the `agreement` widget (see agreementText.ts). */
export const agreementOptions = [
  /** The text agreed to; `{placeholders}` are filled from the form context's `textValues`, and
   * `{link}` is `linkText` pointing at `linkUrl`. */
  'text',
  /** The words of the `{link}` in `text`. */
  'linkText',
  /** Where the link points (placeholders allowed); a value that is not a web address leaves
   * `linkText` unlinked. */
  'linkUrl',
  /** Names this wording in the record kept of the agreement. */
  'textVersion',
] as const;
