import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

/** `YYYY-MM-DD` of a local date: the value of a date input. */
export function isoDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * Gives each field whose ui.json says `"ui:options": { "default": "today" }` today's date as
 * its schema default, so the form sets it up like any default: a value that is sent and
 * checked, without a change event (which would validate the form before its first second and
 * write a draft nobody typed). Changes `schema` in place, because the form's precompiled
 * validator is found by the schema object's identity. Call it again before the form is set up
 * anew, so a page left open overnight does not keep yesterday's date.
 */
export function setTodayDefaults(schema: RJSFSchema, uiSchema: UiSchema, today = new Date()) {
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    if (typeof field === 'object' && getUiOptions(uiSchema[key] as UiSchema).default === 'today') {
      field.default = isoDate(today);
    }
  }
}
