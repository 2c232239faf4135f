import type { FormValues } from './formValues';

/** rjsf leaves `undefined` behind when a field is emptied; both count as never filled. */
function isFilled(value: unknown): boolean {
  return value !== undefined && value !== '';
}

/**
 * Whether `values` differ from `initial`, an emptied field counting as never filled. Runs on
 * every keystroke, so it compares key by key instead of sorting and serialising both objects.
 */
export function valuesDiffer(values: FormValues, initial: FormValues): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(initial)]);
  for (const key of keys) {
    const value = values[key];
    const initialValue = initial[key];
    if (!isFilled(value) && !isFilled(initialValue)) continue;
    if (JSON.stringify(value) !== JSON.stringify(initialValue)) return true;
  }
  return false;
}
