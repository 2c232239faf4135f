import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/** How a typed box turns what is typed into its value; a widget may hand its own (trimmedText). */
export interface TypedTextRule {
  /** What the box shows of a text as it is typed (default: the text as typed). */
  shownWhileTyping?: (text: string) => string;
  /** The value kept for a text (default: the text; "" is the field's empty value). */
  valueOfText?: (text: string) => unknown;
  /** What the box shows of a value (default: the value as text; a date's `03/15/1948`). */
  textOfValue?: (value: unknown) => string;
}

/** Whether a text of `length` has reached the field's `maxLength` (its limit note shows). */
export const reachesLimit = (length: number, maxLength: number | undefined) =>
  maxLength !== undefined && length >= maxLength;

/** The value of what is typed: the field's empty value for an empty box. */
export const valueOfTyped = (text: string, emptyValue: unknown) =>
  text === '' ? emptyValue : text;

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

interface TypedInputOptions {
  value: unknown;
  emptyValue: unknown;
  maxLength: number | undefined;
  rule: TypedTextRule | undefined;
  onTyped: ((value: unknown) => void) | undefined;
}

/**
 * An input that shows what is typed without React drawing it again (uncontrolled): a value
 * given from elsewhere (a loaded draft, a row moved) is written into it, unless the box already
 * shows that value (a trimmed name, while a trailing space is on screen). Of the typed length,
 * only a length at the limit is kept in state (0 below it), so a key below the limit draws
 * nothing; `limitLength` is that length, for the limit note.
 */
export function useTypedInput({ value, emptyValue, maxLength, rule, onTyped }: TypedInputOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const shownOf = rule?.textOfValue ?? textOf;
  const text = shownOf(value);
  const valueOfText = useMemo(
    () => rule?.valueOfText ?? ((typed: string) => valueOfTyped(typed, emptyValue)),
    [rule, emptyValue],
  );
  const atLimit = (length: number) => (reachesLimit(length, maxLength) ? length : 0);
  // Runs when the value given changes, never for a render of what is typed (an error shown).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && !Object.is(valueOfText(input.value), value)) input.value = text;
  }, [text, value, valueOfText]);
  const [limitLength, setLimitLength] = useState(() => atLimit(text.length));
  const show = (input: HTMLInputElement, shown: string) => {
    if (input.value !== shown) input.value = shown;
    setLimitLength(atLimit(shown.length));
  };
  return {
    inputRef,
    text,
    limitLength,
    /** A key typed: the box shows the rule's text, the form gets its value. */
    change(input: HTMLInputElement) {
      const shown = rule?.shownWhileTyping?.(input.value) ?? input.value;
      show(input, shown);
      onTyped?.(valueOfText(shown));
    },
    /** The box left: it shows the value kept (a name without the trailing space typed). */
    settle(input: HTMLInputElement) {
      if (rule?.valueOfText) show(input, shownOf(rule.valueOfText(input.value)));
    },
  };
}
