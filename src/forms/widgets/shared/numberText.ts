/**
 * What a number box holds for the text typed in it: nothing for an empty box, the number when
 * the text is one ("72.5", "3", "-1e3"), else the text itself, so that validation says it is
 * not a number instead of the box silently dropping what was typed.
 */
export function numberFromText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}

/** The text a number box shows: what is being typed while it means the value held
 * ("1." and "1.50" stay on screen while the value is 1 and 1.5), else the value. */
export function shownNumberText(typing: string | undefined, value: unknown): string {
  if (typing !== undefined && Object.is(numberFromText(typing), value ?? undefined)) return typing;
  return value === undefined || value === null ? '' : String(value);
}
