import { fillIn } from '../../../contract/languages';
import type { FieldDescription } from './formStatus';

/** What keeps a form from being sent, by field name, in the order the fields are drawn. */
export interface SendBlockers {
  /** Fields with nothing in them (an unchecked box counts as empty). */
  missing: string[];
  /** Fields holding a value that fails a check. */
  invalid: string[];
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
    (isEmpty(valueOf(id, description)) ? blockers.missing : blockers.invalid).push(name);
  }
  return blockers;
}

/** The line shown beside a disabled submit button, e.g. "Missing: Patient Name, Patient Phone". */
export function sendBlockersText(
  { missing, invalid }: SendBlockers,
  words: { missing: string; toCorrect: string },
): string {
  return [
    missing.length > 0 && fillIn(words.missing, { fields: missing.join(', ') }),
    invalid.length > 0 && fillIn(words.toCorrect, { fields: invalid.join(', ') }),
  ]
    .filter(Boolean)
    .join('. ');
}
