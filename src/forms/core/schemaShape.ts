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
    ([key, rule]) => key in own && !isLive(rule as SchemaNode),
  );
}

function hasLiveDependencies(schema: RJSFSchema): boolean {
  return !dependenciesOnlyConstrain(schema);
}

/** Whether every `dependencies` entry of `schema` (if any) only adds rules to its own fields. */
export function dependenciesOnlyConstrain(schema: RJSFSchema): boolean {
  if (schema.dependencies === undefined) return true;
  if (!isNode(schema.dependencies)) return false;
  const own = schema.properties ?? {};
  return Object.values(schema.dependencies).every((entry) => onlyConstrains(entry, own));
}

/** `"if": { "properties": { "<key>": { "const": … } }, "required": ["<key>"] }` on an own field. */
function choiceTested(condition: unknown, own: Record<string, unknown>): string | undefined {
  if (!isNode(condition) || !isNode(condition.properties)) return undefined;
  const keys = Object.keys(condition.properties);
  if (keys.length !== 1 || !(keys[0] in own)) return undefined;
  const rule = condition.properties[keys[0]];
  return isNode(rule) && 'const' in rule ? keys[0] : undefined;
}

const BRANCH_KEYWORDS = new Set(['properties', 'required', 'dependencies']);

/**
 * A `then`/`else` that brings plain fields (and may require them, or add rules among them with
 * `dependencies`: "a typed name needs its box ticked"), nothing that varies.
 */
function bringsPlainFields(branch: unknown): boolean {
  if (branch === undefined) return true;
  if (!isNode(branch)) return false;
  if (!Object.keys(branch).every((keyword) => BRANCH_KEYWORDS.has(keyword))) return false;
  return (
    !hasLiveDependencies(branch) &&
    Object.values(branch.properties ?? {}).every(
      (field) => isNode(field) && field.type !== 'object' && !isLive(field),
    )
  );
}

/**
 * The fields whose value shows or hides others, when every condition of the form is a top-level
 * `if`/`then`/`else` (alone or in `allOf`, docs/editing-forms.md "A field that appears on a
 * condition") that tests one choice of the form's own fields and brings plain fields: the fields
 * are then still a known set. Undefined when the form has no such conditions, or other ones.
 */
export function conditionChoices(schema: RJSFSchema): string[] | undefined {
  const own = schema.properties ?? {};
  const groups: unknown[] = schema.allOf ?? ('if' in schema ? [schema] : []);
  if (groups.length === 0) return undefined;
  const tested = groups.map((group) =>
    isNode(group) && bringsPlainFields(group.then) && bringsPlainFields(group.else)
      ? choiceTested(group.if, own)
      : undefined,
  );
  return tested.every((key) => key !== undefined) ? [...new Set(tested)] : undefined;
}

/**
 * The choices that alone decide which of the form's top-level fields are shown: its
 * `conditionChoices`, when its top level has no alternatives, no `$ref` and no `dependencies`
 * that bring fields besides. Undefined otherwise.
 */
export function topLevelFieldsChosenBy(schema: RJSFSchema): string[] | undefined {
  const alternatives = 'oneOf' in schema || 'anyOf' in schema || '$ref' in schema;
  return alternatives || !dependenciesOnlyConstrain(schema) ? undefined : conditionChoices(schema);
}

/** `schema` without its top-level conditions, when they are of the kind `conditionChoices` reads. */
function withoutPlainConditions(schema: RJSFSchema): RJSFSchema {
  if (!conditionChoices(schema)) return schema;
  const rest: RJSFSchema = { ...schema };
  for (const keyword of ['allOf', 'if', 'then', 'else'] as const) delete rest[keyword];
  return rest;
}

/**
 * Whether a form needs rjsf to hold its values: arrays (rows come and go), conditions
 * (`if`/`then`/`else`, `dependencies` that bring fields, `oneOf`/`anyOf` alternatives, `allOf`)
 * and `$ref` (which may lead to either). The fast values store knows only a fixed set of fields;
 * these forms must have rjsf see every change so that it shows, hides, adds and drops fields.
 * Plain top-level conditions (`conditionChoices`) do not count: the store keeps the other fields,
 * and the choices and the fields they bring go through rjsf.
 */
export function needsLiveValues(schema: SchemaNode): boolean {
  return isNode(schema) ? isLive(withoutPlainConditions(schema)) : false;
}

function isLive(schema: SchemaNode): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (schema.type === 'array') return true;
  if (LIVE_KEYWORDS.some((keyword) => keyword in schema)) return true;
  if (hasLiveDependencies(schema)) return true;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (keyword in schema && !isChoiceList(schema[keyword])) return true;
  }
  return Object.values(schema.properties ?? {}).some((child) => isLive(child));
}
