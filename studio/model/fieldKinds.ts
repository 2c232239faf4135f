/**
 * Each kind of field the guide teaches, as what it writes in schema.json and ui.json
 * (docs/editing-forms.md, examples 1, 3, 7 to 9, 12 and 13), and the reverse: the kind a
 * written field is.
 */
import type { ChoiceOption, FieldKind, FieldSettings, ReadKind } from './types.ts';
import { asList, asObject, type Json } from './formFiles.ts';

export const PHONE_PATTERN = '^\\(\\d{3}\\) \\d{3}-\\d{4}$';

/** The schema.json keys a kind decides; changing the kind removes those the new kind has not. */
export const KIND_KEYS = [
  'type',
  'format',
  'pattern',
  'oneOf',
  'enum',
  'default',
  'items',
  'uniqueItems',
  'minimum',
  'maximum',
  'maxLength',
] as const;

export interface KindShape {
  schema: Json;
  /** `ui:widget`, or for a file `ui:field`. */
  widget?: string;
  uiField?: string;
  uiOptions?: Json;
}

const choices = (options: ChoiceOption[] = []) =>
  options.map((option) => ({ const: option.value, title: option.label }));

/** What a field of `kind` is written as, with the settings given (defaults where the guide has them). */
export function kindShape(kind: FieldKind, settings: FieldSettings): KindShape {
  const limit = (key: 'maxLength' | 'maximum', fallback: number) => settings[key] ?? fallback;
  switch (kind) {
    case 'text':
      return { schema: { type: 'string', maxLength: limit('maxLength', 100) } };
    case 'longText':
      return { schema: { type: 'string', maxLength: limit('maxLength', 500) }, widget: 'textarea' };
    case 'number':
      return {
        schema: {
          type: 'integer',
          ...(settings.minimum != null && { minimum: settings.minimum }),
          ...(settings.maximum != null && { maximum: settings.maximum }),
        },
        widget: 'updown',
      };
    case 'quantity':
      return {
        schema: { type: 'integer', minimum: settings.minimum ?? 0, maximum: limit('maximum', 10) },
        widget: 'quantity',
      };
    case 'checkbox':
      return { schema: { type: 'boolean', default: false } };
    case 'choice':
      return {
        schema: { type: 'string', oneOf: choices(settings.options) },
        widget: settings.choiceWidget ?? 'select',
      };
    case 'date':
      return {
        schema: { type: 'string', format: 'date' },
        widget: 'date',
        ...(settings.today && { uiOptions: { default: 'today' } }),
      };
    case 'phone':
      return { schema: { type: 'string', pattern: PHONE_PATTERN }, widget: 'phone' };
    case 'email':
      return { schema: { type: 'string', maxLength: 254, format: 'email' }, widget: 'email' };
    case 'file':
      return { schema: { type: 'null' }, uiField: 'attachments' };
  }
}

/** The kind of a written field, from its schema and its ui.json entry. */
export function kindOf(schema: Json, ui: Json): ReadKind {
  const widget = ui['ui:widget'];
  if (ui['ui:field'] === 'attachments') return 'file';
  if (widget === 'quantity') return 'quantity';
  if (widget === 'agreement') return 'agreement';
  if (widget === 'signature') return 'signature';
  if (widget === 'phone' || schema.pattern === PHONE_PATTERN) return 'phone';
  if (widget === 'textarea') return 'longText';
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.enum)) {
    return schema.type === 'boolean' ? 'agreement' : 'choice';
  }
  if (schema.type === 'boolean') return 'checkbox';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.format === 'email' || widget === 'email') return 'email';
  if (schema.format === 'date') return 'date';
  if (
    schema.type === 'string' &&
    (widget === undefined || widget === 'trimmedText' || widget === 'text')
  ) {
    return 'text';
  }
  return 'other';
}

/** A choice list's options, from `oneOf` (`const`/`title`) or a plain `enum`. */
export function optionsOf(schema: Json): ChoiceOption[] {
  if (Array.isArray(schema.oneOf)) {
    return schema.oneOf.map((option) => {
      const { const: value, title } = asObject(option);
      return { value: String(value), label: typeof title === 'string' ? title : String(value) };
    });
  }
  return asList(schema.enum).map((value) => ({ value: String(value), label: String(value) }));
}
