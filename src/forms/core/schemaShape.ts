import type { RJSFSchema } from '@rjsf/utils';

/** Keywords that make what is shown, or how many fields there are, depend on the values. */
const LIVE_KEYWORDS = ['if', 'then', 'else', 'allOf', '$ref', 'items'] as const;

type SchemaNode = RJSFSchema | boolean | undefined;

/** `oneOf`/`anyOf` made only of `const` values is a list of choices, not alternatives. */
function isChoiceList(options: unknown): boolean {
  return (
    Array.isArray(options) &&
    options.every((option) => typeof option === 'object' && option !== null && 'const' in option)
  );
}

const isNode = (value: unknown): value is RJSFSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `dependencies` entry that only adds rules to fields the object already has ("a typed name
 * needs its box ticked"): a list of required keys, or `properties`/`required` over its own
 * fields. It shows and hides nothing, so the fields stay a fixed set.
 */
function onlyConstrains(dependency: unknown, own: Record<string, unknown>): boolean {
  if (Array.isArray(dependency)) return true;
  if (!isNode(dependency)) return false;
  const keywords = Object.keys(dependency);
  if (!keywords.every((keyword) => keyword === 'properties' || keyword === 'required')) {
    return false;
  }
  const properties = isNode(dependency.properties) ? dependency.properties : {};
  return Object.entries(properties).every(
    ([key, rule]) => key in own && !needsLiveValues(rule as SchemaNode),
  );
}

function hasLiveDependencies(schema: RJSFSchema): boolean {
  if (!isNode(schema.dependencies)) return false;
  const own = schema.properties ?? {};
  return Object.values(schema.dependencies).some((entry) => !onlyConstrains(entry, own));
}

/**
 * Whether a form needs rjsf to hold its values: arrays (rows come and go), conditions
 * (`if`/`then`/`else`, `dependencies` that bring fields, `oneOf`/`anyOf` alternatives, `allOf`)
 * and `$ref` (which may lead to either). The fast values store knows only a fixed set of fields;
 * these forms must have rjsf see every change so that it shows, hides, adds and drops fields.
 */
export function needsLiveValues(schema: SchemaNode): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (schema.type === 'array') return true;
  if (LIVE_KEYWORDS.some((keyword) => keyword in schema)) return true;
  if (hasLiveDependencies(schema)) return true;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (keyword in schema && !isChoiceList(schema[keyword])) return true;
  }
  return Object.values(schema.properties ?? {}).some((child) => needsLiveValues(child));
}
