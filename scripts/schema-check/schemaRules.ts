import { Ajv, type ErrorObject } from 'ajv';
import type { JsonPath } from './jsonLocations.ts';
import type { FileProblems } from './problems.ts';
import { allFields, fieldBranches, resolveRef } from '../../contract/schemaWalk.ts';

/** The JSON Schema version the renderer's validator (ajv 8, rjsf) reads. */
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const metaValidator = new Ajv({ allErrors: true, strict: false, validateFormats: false });

const typeWords: Record<string, string> = {
  array: 'a list [...]',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  object: 'a group {...}',
  string: 'text in double quotes',
};

function describeMetaError(error: ErrorObject): string {
  const { keyword, params } = error;
  if (keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
    return `This value is not allowed here. Use one of: ${allowed}.`;
  }
  if (keyword === 'type') {
    const words = String(params.type)
      .split(',')
      .map((type) => typeWords[type] ?? type);
    return `This should be ${words.join(' or ')}.`;
  }
  if (keyword === 'minimum') return `This should be ${String(params.limit)} or more.`;
  if (keyword === 'uniqueItems') {
    return 'This list has the same entry twice; delete one of them.';
  }
  return `This is not valid JSON Schema (${error.message ?? keyword}). Undo the change, or ask a developer.`;
}

const CAPS: Record<string, string> = {
  maxLength:
    'The maximum length (maxLength) must be a whole number greater than 0, for example 50.',
  maximum: 'The cap (maximum) must be a whole number greater than 0, for example 300.',
};

/** Caps checked in plain words: `maxLength` always, `maximum` of whole-number fields (a
 * `number` field may have a decimal maximum, such as 300.5). */
function capsOf(field: JsonObject): string[] {
  return field.type === 'integer' ? ['maxLength', 'maximum'] : ['maxLength'];
}

/** Lower and upper limits that must not cross: no value could pass both. */
const LIMIT_PAIRS = [
  ['minItems', 'maxItems', 'list'],
  ['minLength', 'maxLength', 'text'],
  ['minimum', 'maximum', 'number'],
] as const;

/** Keywords that only say "one of the above failed": the specific error beside them says more. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if']);
const PREFERRED_KEYWORDS = ['enum', 'type'];

function pathFromPointer(pointer: string): JsonPath {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function isCapPointer(pointer: string): boolean {
  return pointer.endsWith('/maxLength');
}

/** One message per place: the most specific of ajv's errors there. */
function checkAgainstMetaSchema(schema: unknown, problems: FileProblems): void {
  const declared = isObject(schema) ? schema.$schema : undefined;
  if (declared !== undefined && String(declared).replace(/#$/, '') !== DRAFT_07) {
    problems.add(
      ['$schema'],
      `The forms use JSON Schema draft-07: write "$schema": "${DRAFT_07}#".`,
    );
    return;
  }
  metaValidator.validate(DRAFT_07, schema);
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of metaValidator.errors ?? []) {
    // Caps are checked below in plainer words.
    if (SUMMARY_KEYWORDS.has(error.keyword) || isCapPointer(error.instancePath)) continue;
    // Said below with the value that is there twice.
    if (error.keyword === 'uniqueItems' && error.instancePath.endsWith('/enum')) continue;
    byPlace.set(error.instancePath, [...(byPlace.get(error.instancePath) ?? []), error]);
  }
  for (const [pointer, errors] of byPlace) {
    const best =
      PREFERRED_KEYWORDS.map((k) => errors.find((e) => e.keyword === k)).find(Boolean) ?? errors[0];
    problems.add(pathFromPointer(pointer), describeMetaError(best));
  }
}

function isPositiveWholeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** What every rule of one schema.json is checked with. */
interface Checking {
  root: JsonObject;
  problems: FileProblems;
}

function checkLimits(field: JsonObject, path: JsonPath, { problems }: Checking): void {
  for (const keyword of capsOf(field)) {
    if (keyword in field && !isPositiveWholeNumber(field[keyword])) {
      problems.add([...path, keyword], CAPS[keyword]);
    }
  }
  for (const [low, high, kind] of LIMIT_PAIRS) {
    const [min, max] = [field[low], field[high]];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      problems.add(
        [...path, low],
        `"${low}" (${min}) is larger than "${high}" (${max}), so no ${kind} could be valid. Make "${low}" smaller or "${high}" larger.`,
      );
    }
  }
  if (Array.isArray(field.enum)) {
    field.enum.forEach((value, index) => {
      const first = (field.enum as unknown[]).findIndex(
        (v) => JSON.stringify(v) === JSON.stringify(value),
      );
      if (first < index) {
        problems.add(
          [...path, 'enum', index],
          `${JSON.stringify(value)} is in this "enum" list twice (also at position ${first}); delete one of them.`,
        );
      }
    });
  }
}

function checkPattern(field: JsonObject, path: JsonPath, { problems }: Checking): void {
  if (typeof field.pattern !== 'string') return;
  try {
    new RegExp(field.pattern, 'u');
  } catch {
    problems.add(
      [...path, 'pattern'],
      'This "pattern" is not a valid rule (a regular expression). Undo the change, or ask a developer.',
    );
  }
}

function checkField(field: unknown, path: JsonPath, checking: Checking): void {
  if (!isObject(field)) return;
  const resolved = resolveRef(field, checking.root);
  if (typeof resolved.title !== 'string' || resolved.title.trim() === '') {
    checking.problems.add(
      path,
      'This field has no "title". Add "title": "..." with the label people see beside the box.',
    );
  }
  checkShape(field, path, checking);
}

/** Rules of any schema in the form, field or not: limits, pattern, and its own fields. */
function checkShape(schema: JsonObject, path: JsonPath, checking: Checking): void {
  checkLimits(schema, path, checking);
  checkPattern(schema, path, checking);
  // A list's rows: each row's fields need titles; the row itself may have none.
  if (isObject(schema.items)) checkShape(schema.items, [...path, 'items'], checking);
  if (isObject(schema.properties) || fieldBranches(schema).length > 0) {
    checkObject(schema, path, checking);
  }
}

const notAFieldOf = (name: string, where: string) =>
  `"${name}" is ${where} but is not a field of the form (in "properties", or in a "then", "else", "dependencies" or "oneOf" part). Check the spelling, or add the field to "properties".`;

/** Every name a `required` list, a condition or a dependency gives must be a field. */
function checkNamedFields(
  object: JsonObject,
  path: JsonPath,
  fields: Set<string>,
  { problems }: Checking,
): void {
  const check = (names: unknown, at: JsonPath, where: string) => {
    if (!Array.isArray(names)) return;
    names.forEach((name, index) => {
      if (typeof name === 'string' && !fields.has(name)) {
        problems.add(
          [...at, index],
          at[at.length - 1] === 'required' && at.length === path.length + 1
            ? `"${name}" is listed as required but is not a field in "properties". Check the spelling, or remove it from "required".`
            : notAFieldOf(name, where),
        );
      }
    });
  };
  check(object.required, [...path, 'required'], 'listed as required');
  for (const branch of fieldBranches(object)) {
    check(branch.schema.required, [...branch.path, 'required'], 'listed as required');
  }
  const condition =
    isObject(object.if) && isObject(object.if.properties) ? object.if.properties : {};
  for (const name of Object.keys(condition)) {
    if (!fields.has(name))
      problems.add([...path, 'if', 'properties', name], notAFieldOf(name, 'in this condition'));
  }
  if (isObject(object.dependencies)) {
    for (const [name, value] of Object.entries(object.dependencies)) {
      const at = [...path, 'dependencies', name];
      if (!fields.has(name)) problems.add(at, notAFieldOf(name, 'named in "dependencies"'));
      check(value, at, 'listed in "dependencies"');
    }
  }
}

/** Checks an object's fields, wherever declared, and the names its rules give. */
function checkObject(object: JsonObject, path: JsonPath, checking: Checking): void {
  const own = isObject(object.properties) ? object.properties : {};
  const fields = allFields(object);
  checkNamedFields(object, [...path], new Set(fields.keys()), checking);
  for (const [name, field] of Object.entries(own)) {
    checkField(field, [...path, 'properties', name], checking);
  }
  // Fields that only a condition or an alternative adds; elsewhere a branch only constrains
  // fields declared above: in "properties" ("hasInsurance": { "const": true }), or in a branch
  // that holds this one (a "then" whose "dependencies" say a typed name needs its box ticked).
  const branches = fieldBranches(object);
  for (const branch of branches) {
    const outer = branches.filter((other) => holds(other.path, branch.path));
    const above = [own, ...outer.map((other) => propertiesOf(other.schema))];
    for (const [name, field] of Object.entries(propertiesOf(branch.schema))) {
      if (above.some((properties) => name in properties)) continue;
      checkField(field, [...branch.path, 'properties', name], checking);
    }
  }
}

const propertiesOf = (schema: JsonObject): JsonObject =>
  isObject(schema.properties) ? schema.properties : {};

/** Whether the branch at `outer` holds the one at `inner` (its path is a strict prefix). */
const holds = (outer: JsonPath, inner: JsonPath): boolean =>
  outer.length < inner.length && outer.every((part, index) => inner[index] === part);

/** Checks a parsed schema.json: valid draft-07 JSON Schema, plus this project's form rules. */
export function checkSchemaFile(schema: unknown, problems: FileProblems): void {
  checkAgainstMetaSchema(schema, problems);
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) {
    problems.add(
      [],
      'A form\'s schema.json must be a group with "type": "object" and its fields under "properties": {...}.',
    );
    return;
  }
  const checking = { root: schema, problems };
  checkObject(schema, [], checking);
  for (const keyword of ['definitions', '$defs']) {
    const definitions = schema[keyword];
    if (!isObject(definitions)) continue;
    for (const [name, definition] of Object.entries(definitions)) {
      if (isObject(definition)) checkShape(definition, [keyword, name], checking);
    }
  }
}
