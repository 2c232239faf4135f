/** `ui:options` keys of the `email` widget: none of its own (the common ones apply). */
export const emailOptions = [] as const;
