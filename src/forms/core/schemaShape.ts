import type { RJSFSchema } from '@rjsf/utils';

/** Keywords that make what is shown, or how many fields there are, depend on the values. */
const LIVE_KEYWORDS = ['if', 'then', 'else', 'dependencies', 'allOf', '$ref', 'items'] as const;

type SchemaNode = RJSFSchema | boolean | undefined;

/** `oneOf`/`anyOf` made only of `const` values is a list of choices, not alternatives. */
function isChoiceList(options: unknown): boolean {
  return (
    Array.isArray(options) &&
    options.every((option) => typeof option === 'object' && option !== null && 'const' in option)
  );
}

/**
 * Whether a form needs rjsf to hold its values: arrays (rows come and go), conditions
 * (`if`/`then`/`else`, `dependencies`, `oneOf`/`anyOf` alternatives, `allOf`) and `$ref` (which
 * may lead to either). The fast values store knows only a fixed set of fields; these forms
 * must have rjsf see every change so that it shows, hides, adds and drops fields.
 */
export function needsLiveValues(schema: SchemaNode): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (schema.type === 'array') return true;
  if (LIVE_KEYWORDS.some((keyword) => keyword in schema)) return true;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (keyword in schema && !isChoiceList(schema[keyword])) return true;
  }
  return Object.values(schema.properties ?? {}).some((child) => needsLiveValues(child));
}
