/** Edits built on the JSON text primitives that several kinds of studio edit share. */
import { removeValue, setValue, valueAt, type InsertAt, type JsonPath } from './jsonText.ts';

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0;

/**
 * Sets a setting, or removes it when `value` is null or undefined, together with the groups the
 * removal leaves empty (an `errorMessages` without messages, a field's ui.json entry without settings).
 */
export function setOrRemove(text: string, path: JsonPath, value: unknown, at?: InsertAt): string {
  if (value !== null && value !== undefined) {
    return JSON.stringify(valueAt(text, path)) === JSON.stringify(value)
      ? text
      : setValue(text, path, value, at);
  }
  let result = removeValue(text, path);
  for (let depth = path.length - 1; depth > 0; depth -= 1) {
    const parent = path.slice(0, depth);
    if (!isEmptyObject(valueAt(result, parent))) break;
    result = removeValue(result, parent);
  }
  return result;
}

/** Removes every occurrence of `item` from the list at `listPath` (nothing when absent). */
export function removeFromList(text: string, listPath: JsonPath, item: unknown): string {
  let result = text;
  for (;;) {
    const list = valueAt(result, listPath);
    const index = Array.isArray(list) ? list.indexOf(item) : -1;
    if (index < 0) return result;
    result = removeValue(result, [...listPath, index]);
  }
}
