/** `ui:options` keys of the `text` widget (`maxLength` comes from the schema). */
export const textOptions = [
  /** The keyboard a phone shows: `"numeric"` for digits (an NPI), `"decimal"`, `"tel"`,
   * `"email"`, `"url"`; by default the usual one. It limits no key: a letter typed is kept and
   * the schema's `pattern` flags it. */
  'inputMode',
] as const;
