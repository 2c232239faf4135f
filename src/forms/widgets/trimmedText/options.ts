/** `ui:options` keys of the `trimmedText` widget: none of its own (the common ones apply). */
export const trimmedTextOptions = [] as const;
