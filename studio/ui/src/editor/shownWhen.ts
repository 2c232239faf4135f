/** When a field is shown, in staff's words: the condition that brings it, if any. */
import type { Condition, FieldOutline, FormOutline } from '../../../model';
import { fieldsOf } from './outline';

type Value = Condition['when']['value'];

/** The values a field can be compared with, as words: ticked / not ticked, its choices. */
export function valueChoices(
  field: FieldOutline | undefined,
): { value: Value; label: string }[] | undefined {
  if (field?.kind === 'checkbox') {
    return [
      { value: true, label: 'ticked' },
      { value: false, label: 'not ticked' },
    ];
  }
  if (field?.kind === 'choice') {
    return (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.label,
    }));
  }
  return undefined;
}

/**
 * Fields declared in a condition the studio keeps without editing it (one with rules of its
 * own, such as the typed-name rule of the order's signature): no condition of the list shows them.
 */
export function fieldsOnOtherConditions(form: FormOutline): FieldOutline[] {
  return [...fieldsOf(form).values()].filter(
    (field) =>
      field.conditional && !form.conditions.some((condition) => condition.show.includes(field.key)),
  );
}

/** "Shown only when …" for a field a condition brings; undefined for a field always shown. */
export function shownWhen(form: FormOutline, field: FieldOutline): string | undefined {
  if (!field.conditional) return undefined;
  const condition = form.conditions.find((each) => each.show.includes(field.key));
  if (!condition) {
    return 'Shown only while a condition written in schema.json holds: one with rules of its own, which the studio keeps as it is (docs/editing-forms.md).';
  }
  const when = fieldsOf(form).get(condition.when.field);
  const value =
    valueChoices(when)?.find((choice) => choice.value === condition.when.value)?.label ??
    String(condition.when.value);
  return `Shown only when “${when?.label ?? condition.when.field}” is “${value}” (the whole form’s conditions).`;
}
