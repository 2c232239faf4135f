/** `ui:options` keys of the `time` widget: none of its own (the common ones apply). */
export const timeOptions = [] as const;
