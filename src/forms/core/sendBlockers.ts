import { fillIn } from '../../../contract/languages';
import type { FieldDescription } from './formStatus';

/** A field that keeps the form from being sent: its input's id and its name as shown. */
export interface BlockingField {
  id: string;
  name: string;
}

/** What keeps a form from being sent, in the order the fields are drawn. */
export interface SendBlockers {
  /** Fields with nothing in them (an unchecked box counts as empty). */
  missing: BlockingField[];
  /** Fields holding a value that fails a check. */
  invalid: BlockingField[];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false;

/**
 * Sorts the fields with errors into missing and invalid. `fields` lists the drawn fields in
 * drawing order; `valueOf` gives a field's current value (typed, else rjsf's).
 */
export function sendBlockers(
  errorIds: Iterable<string>,
  fields: ReadonlyMap<string, FieldDescription>,
  valueOf: (id: string, description: FieldDescription | undefined) => unknown,
): SendBlockers {
  const withErrors = new Set(errorIds);
  const ordered = [...fields.keys()].filter((id) => withErrors.has(id));
  const undrawn = [...withErrors].filter((id) => !fields.has(id));
  const blockers: SendBlockers = { missing: [], invalid: [] };
  for (const id of [...ordered, ...undrawn]) {
    const description = fields.get(id);
    const name = description?.name || id;
    (isEmpty(valueOf(id, description)) ? blockers.missing : blockers.invalid).push({ id, name });
  }
  return blockers;
}

/** The line shown beside a disabled submit button, e.g. "Missing: Patient Name, Patient Phone". */
export function sendBlockersText(
  { missing, invalid }: SendBlockers,
  words: { missing: string; toCorrect: string },
): string {
  const names = (fields: BlockingField[]) => fields.map((field) => field.name).join(', ');
  return [
    missing.length > 0 && fillIn(words.missing, { fields: names(missing) }),
    invalid.length > 0 && fillIn(words.toCorrect, { fields: names(invalid) }),
  ]
    .filter(Boolean)
    .join('. ');
}
