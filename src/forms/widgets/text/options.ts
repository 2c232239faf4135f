/** `ui:options` keys of the `text` widget: none of its own (`maxLength` comes from the schema). */
export const textOptions = [] as const;
