/** `ui:options` keys of the `hidden` widget: none of its own (the common ones apply). */
export const hiddenOptions = [] as const;
