/** `ui:options` keys of the `phone` widget: none of its own (the common ones apply). */
export const phoneOptions = [] as const;
