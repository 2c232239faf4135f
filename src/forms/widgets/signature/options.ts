/** `ui:options` keys of the `signature` widget: none of its own (the common ones apply). */
export const signatureOptions = [] as const;
