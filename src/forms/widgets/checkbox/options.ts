/** `ui:options` keys of the `checkbox` widget: none of its own (the common ones apply). */
export const checkboxOptions = [] as const;
