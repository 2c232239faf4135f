/** `ui:options` keys of the `uri` widget: none of its own (the common ones apply). */
export const uriOptions = [] as const;
