import { Ajv, type ErrorObject } from 'ajv';
import type { JsonPath } from './jsonWithLocations.ts';
import type { FileProblems } from './problems.ts';

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
  return Object.keys(CAPS).some((keyword) => pointer.endsWith(`/${keyword}`));
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

function checkField(field: unknown, path: JsonPath, problems: FileProblems): void {
  if (!isObject(field)) return;
  if (typeof field.title !== 'string' || field.title.trim() === '') {
    problems.add(
      path,
      'This field has no "title". Add "title": "..." with the label people see beside the box.',
    );
  }
  for (const [keyword, message] of Object.entries(CAPS)) {
    if (keyword in field && !isPositiveWholeNumber(field[keyword])) {
      problems.add([...path, keyword], message);
    }
  }
  if (typeof field.pattern === 'string') {
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      problems.add(
        [...path, 'pattern'],
        'This "pattern" is not a valid rule (a regular expression). Undo the change, or ask a developer.',
      );
    }
  }
  checkObject(field, path, problems);
}

/** Checks an object's `required` list and each of its fields (nested objects too). */
function checkObject(object: JsonObject, path: JsonPath, problems: FileProblems): void {
  const properties = isObject(object.properties) ? object.properties : undefined;
  if (Array.isArray(object.required)) {
    object.required.forEach((name, index) => {
      if (typeof name === 'string' && !(properties && name in properties)) {
        problems.add(
          [...path, 'required', index],
          `"${name}" is listed as required but is not a field in "properties". Check the spelling, or remove it from "required".`,
        );
      }
    });
  }
  for (const [name, field] of Object.entries(properties ?? {})) {
    checkField(field, [...path, 'properties', name], problems);
  }
}

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
  checkObject(schema, [], problems);
}
