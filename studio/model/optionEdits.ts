/**
 * A choice list's options (`oneOf` of `const`/`title`, docs/editing-forms.md example 7) changed in
 * place: an option kept keeps its text as written, one moved moves as it is, and the Spanish of
 * each option (`<field>.oneOf.<n>.ui:title` in es.json) follows it to its new number.
 */
import { asList, asObject, formFile, withFile } from './formFiles.ts';
import { insertItem, moveItem, removeValue, setValue, type JsonPath } from './jsonText.ts';
import { renumberTranslations } from './translations.ts';
import type { ChoiceOption, StudioFiles } from './types.ts';

const optionOf = (item: unknown) => asObject(item).const;

/**
 * Each old option's new number (undefined: removed). An option is found by its code; the options
 * left over on both sides are paired in order (a code typed anew stays the same option, with its
 * Spanish, which the studio then lists as written for an older English if the label changed).
 */
function newNumbers(current: unknown[], options: ChoiceOption[]): (number | undefined)[] {
  const values = options.map((option) => option.value);
  const found = current.map((item) => values.indexOf(optionOf(item) as string));
  const freeNew = values.map((_, index) => index).filter((index) => !found.includes(index));
  return found.map((at) => (at >= 0 ? at : freeNew.shift()));
}

/** The list edits that make the `oneOf` at `path` these options, keeping what stays as written. */
function rewriteOptions(
  text: string,
  path: JsonPath,
  current: unknown[],
  options: ChoiceOption[],
  numbers: (number | undefined)[],
): string {
  let result = text;
  for (let index = current.length - 1; index >= 0; index -= 1) {
    if (numbers[index] === undefined) result = removeValue(result, [...path, index]);
  }
  const list = numbers.filter((number) => number !== undefined);
  const byNumber = new Map(numbers.map((number, index) => [number, asObject(current[index])]));
  for (const [index, { value, label }] of options.entries()) {
    const at = list.indexOf(index);
    if (at < 0) {
      result = insertItem(result, path, index, { const: value, title: label });
      list.splice(index, 0, index);
      continue;
    }
    if (at !== index) {
      result = moveItem(result, path, at, index);
      list.splice(index, 0, ...list.splice(at, 1));
    }
    const item = byNumber.get(index)!;
    if (item.const !== value) result = setValue(result, [...path, index, 'const'], value);
    if (item.title !== label) result = setValue(result, [...path, index, 'title'], label);
  }
  return result;
}

/** Gives the choice list declared at `declaration` these options, and moves their Spanish. */
export function setOptions(
  files: StudioFiles,
  form: string,
  key: string,
  declaration: JsonPath,
  field: Record<string, unknown>,
  options: ChoiceOption[],
): StudioFiles {
  const current = asList(field.oneOf);
  const path = [...declaration, 'oneOf'];
  const numbers = newNumbers(current, options);
  const next = withFile(files, formFile(form, 'schema'), (text) =>
    current.length === 0
      ? setValue(
          text,
          path,
          options.map(({ value, label }) => ({ const: value, title: label })),
        )
      : rewriteOptions(text, path, current, options, numbers),
  );
  return renumberTranslations(next, form, `${key}.oneOf.`, (n) => numbers[n]);
}
