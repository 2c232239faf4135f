import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { isObject } from '@rjsf/utils';
import type { FormValues } from './formValues';

type Utils = SchemaUtilsType<FormValues>;

/** The fields an object shows for `value`: its conditions resolved, its chosen alternative's. */
function shownProperties(utils: Utils, schema: RJSFSchema, value: FormValues) {
  const retrieved = utils.retrieveSchema(schema, value);
  let properties = retrieved.properties;
  for (const options of [retrieved.oneOf, retrieved.anyOf]) {
    if (!Array.isArray(options)) continue;
    const resolved = options.map((option) => utils.retrieveSchema(option as RJSFSchema, value));
    const chosen = resolved[utils.getClosestMatchingOption(value, resolved)];
    properties = { ...properties, ...chosen?.properties };
  }
  return properties;
}

/**
 * `value` without what the form does not show: fields of a condition that does not hold (an
 * `if`/`then` turned off, a `dependencies` branch not taken) and of alternatives not chosen,
 * in nested objects and in every row of a list: they are neither sent nor kept in a draft.
 * rjsf 6 mostly clears such a value itself when its condition turns off
 * (`sanitizeDataForNewSchema`: ticking the box again shows the field empty), but leaves its key.
 *
 * rjsf's own `omitExtraData` would do this, but it asks the validator about subschemas the
 * build-time compiled validators do not have (a `dependencies` branch), and fails.
 */
export function shownValues(utils: Utils, schema: RJSFSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const { items } = schema;
    if (!isObject(items) || Array.isArray(items)) return value;
    return value.map((row) => shownValues(utils, items as RJSFSchema, row));
  }
  if (!isObject(value)) return value;
  const properties = shownProperties(utils, schema, value as FormValues);
  if (!properties) return value;
  const kept = Object.entries(value as FormValues)
    .filter(([key]) => key in properties)
    .map(([key, field]) => [key, shownValues(utils, properties[key] as RJSFSchema, field)]);
  return Object.fromEntries(kept);
}
