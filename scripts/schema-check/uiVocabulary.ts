import { templateOptionKeys } from '../../src/forms/registryNames.ts';
import type { JsonPath } from './jsonLocations.ts';
import type { FileProblems } from './problems.ts';
import { didYouMean } from './suggest.ts';

/** The rjsf ui.json settings this project's renderer honours on a field. */
export const FIELD_SETTINGS = [
  'ui:widget',
  'ui:field',
  'ui:options',
  'ui:label',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'ui:autocomplete',
  'ui:autofocus',
  'ui:disabled',
  'ui:readonly',
  'ui:classNames',
  'ui:order',
  'ui:emptyValue',
  'ui:enumNames',
];
/** Settings only the top of a ui.json may have (the form's submit button). */
export const ROOT_SETTINGS = ['ui:submitButtonOptions'];

/** Settings of a list (array) field: `items` holds the settings of its rows. */
export const ARRAY_SETTINGS = [...FIELD_SETTINGS, 'items'];
/** Options a list (array) field understands besides the common ones. */
export const ARRAY_OPTIONS = templateOptionKeys.ArrayFieldTemplate;

/** Options every field's template reads, whatever its widget. */
export const FIELD_TEMPLATE_OPTIONS = [
  ...templateOptionKeys.FieldTemplate,
  ...templateOptionKeys.BaseInputTemplate,
];

export const MAX_COLUMNS = 12;

export const listOf = (names: readonly string[]) => names.join(', ');

export const notAField = (name: string) =>
  `"${name}" is not a field in schema.json. Check the spelling, or add it to schema.json under "properties".`;

export function isWholeNumberBetween(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Reports a `ui:` setting name that is not among `allowed`, with the nearest spelling. */
export function checkSettingName(
  problems: FileProblems,
  key: string,
  allowed: readonly string[],
  path: JsonPath,
): void {
  if (!allowed.includes(key)) {
    problems.add(
      path,
      `"${key}" is not a setting the forms understand.${didYouMean(key, allowed)} Check the spelling; known settings: ${listOf(allowed)}.`,
    );
  }
}
