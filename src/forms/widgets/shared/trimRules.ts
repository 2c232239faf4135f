import type { TypedTextRule } from '../../templates/useTypedInput';

/** The value kept for what is typed: surrounding white space removed; undefined when empty. */
export function trimmedValue(typed: string): string | undefined {
  return typed.trim() || undefined;
}

/**
 * A trimming box: while typing, leading space goes at once but a trailing space stays on screen
 * (the value kept is already trimmed) so "Mary Ann" can be typed; on leaving, the box shows the
 * trimmed value.
 */
export const trimming: TypedTextRule = {
  shownWhileTyping: (text) => text.trimStart(),
  valueOfText: trimmedValue,
};
