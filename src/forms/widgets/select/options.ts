/** `ui:options` keys of the `select` widget: none of its own (the common ones apply). */
export const selectOptions = [] as const;
