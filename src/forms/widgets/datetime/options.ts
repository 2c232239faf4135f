/** `ui:options` keys of the `datetime` widget: none of its own (the common ones apply). */
export const datetimeOptions = [] as const;
