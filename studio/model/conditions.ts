/**
 * Conditions as the guide writes them (docs/editing-forms.md, example 11 and "Several conditions
 * on one form"): "show these fields when ‹field› is ‹value›" is an `if`/`then` at the top of
 * schema.json, or one group of `allOf` per condition when there are several. A shown field is
 * declared in its condition's `then`, not in `properties`. Conditions of other shapes (`else`,
 * `dependencies`, groups of alternatives) are kept as they are.
 */
import { allFields, type JsonSchema } from '../../contract/schemaWalk.ts';
import {
  asList,
  asObject,
  formFile,
  readJson,
  StudioEditError,
  withFile,
  type Json,
} from './formFiles.ts';
import { insertItem, removeValue, setValue, valueAt } from './jsonText.ts';
import { removeFromList } from './listEdits.ts';
import type { Condition, StudioFiles } from './types.ts';

/** The condition an `if`/`then` pair says, when it is of the guide's shape. */
function readCondition(group: Json): Condition | undefined {
  const test = asObject(group.if);
  const then = asObject(group.then);
  const tested = Object.entries(asObject(test.properties));
  if (tested.length !== 1 || 'else' in group || Object.keys(group).length !== 2) return undefined;
  const [field, rule] = tested[0]!;
  const value = asObject(rule).const;
  if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
  const known = new Set(['properties', 'required']);
  if (Object.keys(then).some((key) => !known.has(key))) return undefined;
  return {
    when: { field, value: value as Condition['when']['value'] },
    show: Object.keys(asObject(then.properties)),
    required: asList(then.required).filter((key): key is string => typeof key === 'string'),
  };
}

export interface FormConditions {
  conditions: Condition[];
  /** `allOf` groups the studio does not model, kept as they are. */
  others: unknown[];
  /** Whether the form's own `if`/`then` is one of `conditions`. */
  topLevel: boolean;
}

export function readConditions(schema: Json): FormConditions {
  const top =
    schema.if !== undefined ? readCondition({ if: schema.if, then: schema.then }) : undefined;
  const conditions: Condition[] = top ? [top] : [];
  const others: unknown[] = [];
  for (const group of asList(schema.allOf)) {
    const condition = readCondition(asObject(group));
    if (condition) conditions.push(condition);
    else others.push(group);
  }
  return { conditions, others, topLevel: top !== undefined };
}

function conditionGroup(condition: Condition, fields: Map<string, JsonSchema>): Json {
  const { field, value } = condition.when;
  const shown = condition.show.map((key) => {
    const schema = fields.get(key);
    if (!schema) throw new StudioEditError(`"${key}" is not a field of this form.`);
    return [key, schema] as const;
  });
  // A condition may also require a field it does not show (one always on the form): kept.
  const required = condition.required.filter(
    (key) => condition.show.includes(key) || fields.has(key),
  );
  return {
    if: { properties: { [field]: { const: value } }, required: [field] },
    then: { properties: Object.fromEntries(shown), ...(required.length > 0 && { required }) },
  };
}

export function setConditions(
  files: StudioFiles,
  form: string,
  conditions: Condition[],
): StudioFiles {
  const path = formFile(form, 'schema');
  const schema = readJson(files, path);
  const fields = allFields(schema);
  for (const { when } of conditions) {
    if (!fields.has(when.field))
      throw new StudioEditError(`"${when.field}" is not a field of this form.`);
  }
  const shown = new Set(conditions.flatMap((condition) => condition.show));
  const groups = conditions.map((condition) => conditionGroup(condition, fields));
  const { conditions: before, others, topLevel } = readConditions(schema);
  const wasShown = new Set(before.flatMap((condition) => condition.show));
  const properties = asObject(schema.properties);

  return withFile(files, path, (text) => {
    let result = text;
    // Fields no condition shows any more go back to "properties"; shown ones leave it.
    for (const key of wasShown) {
      if (!shown.has(key) && !(key in properties))
        result = setValue(result, ['properties', key], fields.get(key));
    }
    for (const key of shown) {
      if (key in properties) {
        result = removeFromList(removeValue(result, ['properties', key]), ['required'], key);
      }
    }
    if (topLevel) result = removeValue(removeValue(result, ['then']), ['if']);
    if (groups.length === 1 && others.length === 0 && valueAt(result, ['allOf']) === undefined) {
      result = setValue(result, ['if'], groups[0]!.if, { after: 'properties' });
      return setValue(result, ['then'], groups[0]!.then, { after: 'if' });
    }
    return writeAllOf(result, [...groups, ...others]);
  });
}

/** Writes `allOf` item by item, so a condition that did not change keeps its lines. */
function writeAllOf(text: string, groups: unknown[]): string {
  const current = valueAt(text, ['allOf']);
  if (groups.length === 0) return removeValue(text, ['allOf']);
  if (!Array.isArray(current) || current.length === 0) {
    return setValue(text, ['allOf'], groups, { after: 'properties' });
  }
  let result = text;
  groups.forEach((group, index) => {
    if (index >= current.length) result = insertItem(result, ['allOf'], index, group);
    else if (JSON.stringify(current[index]) !== JSON.stringify(group))
      result = setValue(result, ['allOf', index], group);
  });
  for (let index = current.length - 1; index >= groups.length; index -= 1) {
    result = removeValue(result, ['allOf', index]);
  }
  return result;
}
