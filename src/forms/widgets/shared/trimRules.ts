/** The value kept for what is typed: surrounding white space removed; undefined when empty. */
export function trimmedValue(typed: string): string | undefined {
  return typed.trim() || undefined;
}

/**
 * What a trimming input shows. While typing, leading space goes at once but a trailing space is
 * kept on screen (the stored value is already trimmed) so "Mary Ann" can be typed; once the
 * typing no longer matches the stored value (left the field, reset, loaded) the stored value.
 */
export function shownText(typing: string | undefined, stored: unknown): string {
  const storedText = typeof stored === 'string' ? stored : '';
  if (typing === undefined) return storedText;
  const typed = typing.trimStart();
  return (trimmedValue(typed) ?? '') === storedText ? typed : storedText;
}
