import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { isObject } from '@rjsf/utils';
import type { FormValues } from './formValues';
import { topLevelFieldsChosenBy } from './schemaShape';

type Utils = SchemaUtilsType<FormValues>;
type Properties = NonNullable<RJSFSchema['properties']>;

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
  return properties ? keptOf(utils, properties, value as FormValues) : value;
}

function keptOf(utils: Utils, properties: Properties, value: FormValues): FormValues {
  const kept = Object.entries(value)
    .filter(([key]) => key in properties)
    .map(([key, field]) => [key, shownValues(utils, properties[key] as RJSFSchema, field)]);
  return Object.fromEntries(kept) as FormValues;
}

/** Above this many combinations of the choices, the fields shown for them are worked out again. */
const KNOWN_COMBINATIONS = 32;

/**
 * `shownValues` of one form's values. When the form's top-level fields are shown or hidden only
 * by a few choices (`topLevelFieldsChosenBy`), the fields shown for each combination of those
 * choices are worked out once: resolving the conditions again on every key typed was a third of
 * the order form's own work per key.
 */
export function shownValuesOf(
  utils: Utils,
  schema: RJSFSchema,
): (values: FormValues) => FormValues {
  const choices = topLevelFieldsChosenBy(schema);
  if (!choices) return (values) => shownValues(utils, schema, values) as FormValues;
  const known = new Map<string, Properties | undefined>();
  return (values) => {
    // A choice left out and one set to null are different states for a condition.
    const key = JSON.stringify(
      choices.map((choice) => (values[choice] === undefined ? [] : [values[choice]])),
    );
    if (!known.has(key)) {
      if (known.size >= KNOWN_COMBINATIONS) known.clear();
      known.set(key, shownProperties(utils, schema, values));
    }
    const properties = known.get(key);
    return properties ? keptOf(utils, properties, values) : values;
  };
}
