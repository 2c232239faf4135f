/** `ui:options` keys of the `range` widget: none of its own (the common ones apply). */
export const rangeOptions = [] as const;
