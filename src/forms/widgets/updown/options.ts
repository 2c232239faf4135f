/** `ui:options` keys of the `updown` widget: none of its own (the common ones apply). */
export const updownOptions = [] as const;
