import type { FormValues } from './validation';

/** Keys whose value is set; rjsf leaves `undefined` behind when a field is emptied. */
function setEntries(values: FormValues): [string, unknown][] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Whether `values` differ from `initial`, an emptied field counting as never filled. */
export function valuesDiffer(values: FormValues, initial: FormValues): boolean {
  return JSON.stringify(setEntries(values)) !== JSON.stringify(setEntries(initial));
}
