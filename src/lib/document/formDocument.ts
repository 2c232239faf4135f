/**
 * What a form's document shows, read from the same data the screen is drawn from: the form's
 * schema.json, its ui.json (sections, columns, order, labels) and the values; a widget's own
 * drawing comes from its print form (`printForms.ts`). No jsPDF here: the layout places this
 * model on pages.
 */
import { englishWords, type Words } from '../i18n/words';
import {
  allFields,
  shownByConditions,
  isSchema as isObject,
  resolveRef,
} from '../../../contract/schemaWalk';
import { formatIsoDate } from './isoDate';
import type { Cell, DocumentSection } from './cells';
import type { PrintField, PrintForm, PrintForms } from './printForms';

export type { Cell, DocumentSection } from './cells';

type Json = Record<string, unknown>;
type Ui = Record<string, unknown>;
type FormValues = Record<string, unknown>;

export interface FormDocumentData {
  schema: Json;
  uiSchema: Ui;
  values: FormValues;
  /** `{company}`, `{website}`… in texts that widgets fill in (an agreement's words). */
  textValues?: Record<string, string>;
  /** How each widget is drawn: the forms' registry of print forms. */
  printForms: PrintForms;
  /** The site's words in the document's language (yes, no, max, the page's frame); English when not given. */
  words?: DocumentWords;
}

/** The parts of the site's words a document prints. */
export type DocumentWords = Pick<Words, 'document' | 'form'>;

interface SectionSpec {
  title?: string;
  description?: string;
  heading?: string[];
  fields?: string[];
  columns?: number;
  width?: string;
}

const resolved = (node: unknown, root: Json): Json =>
  isObject(node) ? resolveRef(node, root) : {};

/** A field's schema: in `properties`, or in a condition's part (then, else, allOf…, dependencies). */
function fieldSchema(node: Json, key: string, root: Json): Json | undefined {
  const field = allFields(node).get(key);
  return field && resolveRef(field, root);
}

const uiOf = (ui: Ui, key: string): Ui => (isObject(ui[key]) ? (ui[key] as Ui) : {});
const optionsOf = (ui: Ui): Json => (isObject(ui['ui:options']) ? ui['ui:options'] : {});

function labelOf(schema: Json, ui: Ui, key: string): string {
  if (typeof ui['ui:title'] === 'string') return ui['ui:title'];
  return typeof schema.title === 'string' ? schema.title : key;
}

/** A choice's or alternative's title as shown: ui.json's `oneOf.<n>.ui:title` (a translation) first. */
function optionTitle(option: Json, uiOption: unknown): string | undefined {
  const written = isObject(uiOption) ? uiOption['ui:title'] : undefined;
  if (typeof written === 'string') return written;
  return typeof option.title === 'string' ? option.title : undefined;
}

function choicesOf(schema: Json, ui: Ui): { value: unknown; title: string }[] {
  if (Array.isArray(schema.enum)) {
    const names = optionsOf(ui).enumNames ?? ui['ui:enumNames'];
    const named = isObject(names) ? names : {};
    return schema.enum.map((value) => ({
      value,
      title:
        typeof named[String(value)] === 'string' ? String(named[String(value)]) : String(value),
    }));
  }
  const list = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
  const uiOptions = Array.isArray(ui[list]) ? (ui[list] as unknown[]) : [];
  return ((schema[list] ?? []) as unknown[]).filter(isObject).map((option, index) => ({
    value: option.const,
    title: optionTitle(option, uiOptions[index]) ?? String(option.const),
  }));
}

/** The title people saw for a value of a list of choices. */
function choiceTitle(schema: Json, ui: Ui, value: unknown): string {
  return choicesOf(schema, ui).find((choice) => choice.value === value)?.title ?? String(value);
}

function printedValue(schema: Json, ui: Ui, value: unknown, words: DocumentWords): string {
  if (value === undefined || value === null || value === '') return '';
  if (schema.oneOf || schema.anyOf || schema.enum) return choiceTitle(schema, ui, value);
  const text = String(value);
  if (schema.format === 'date') return formatIsoDate(text);
  if (schema.format === 'date-time') {
    const [date, time = ''] = text.split('T');
    return `${formatIsoDate(date)} ${time.slice(0, 5)} UTC`.trim();
  }
  if (typeof value === 'boolean') return value ? words.document.yes : words.document.no;
  return text;
}

interface Context {
  root: Json;
  textValues: Record<string, string>;
  words: DocumentWords;
  printForms: PrintForms;
}

/** The cells a field prints as from its schema alone: a check box, a group, or its value. */
function plainCells(field: PrintField, context: Context): Cell[] {
  const { key, schema, ui, value, span, title } = field;
  if (schema.type === 'boolean')
    return [{ kind: 'check', label: title, checked: value === true, span }];
  if (schema.type === 'array') return arrayCells(key, schema, ui, value, span, context);
  if (schema.type === 'object' || isObject(schema.properties)) {
    const group = isObject(value) ? value : {};
    const cells = objectCells(schema, ui, group, context);
    const chosen = chosenAlternative(schema, ui, group);
    return [
      { kind: 'group', label: chosen ? `${title}: ${chosen}` : title, columns: 2, cells, span },
    ];
  }
  return [
    {
      kind: 'text',
      label: field.label,
      value: printedValue(schema, ui, value, context.words),
      span,
    },
  ];
}

/** The print form registered for the field's `ui:field` or `ui:widget`, if any. */
function printFormOf(ui: Ui, { widgets, fields }: PrintForms): PrintForm | undefined {
  const field = ui['ui:field'];
  const widget = ui['ui:widget'];
  if (typeof field === 'string' && Object.hasOwn(fields, field)) return fields[field];
  if (typeof widget === 'string' && Object.hasOwn(widgets, widget)) return widgets[widget];
  return undefined;
}

/** The cells one field prints as: its widget's print form's, or those of its schema. */
function fieldCells(key: string, schema: Json, ui: Ui, value: unknown, context: Context): Cell[] {
  const options = optionsOf(ui);
  const title = labelOf(schema, ui, key);
  const field: PrintField = {
    key,
    schema,
    ui,
    options,
    label: ui['ui:label'] === false ? '' : title,
    title,
    value,
    span: typeof options.span === 'number' ? options.span : 1,
    textValues: context.textValues,
    words: context.words,
    plain: () => plainCells(field, context),
  };
  const printForm = printFormOf(ui, context.printForms);
  return printForm ? printForm(field) : field.plain();
}

/** The title of the set of fields chosen among an object's `oneOf` (or `anyOf`) alternatives. */
function chosenAlternative(schema: Json, ui: Ui, values: FormValues): string | undefined {
  const list = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
  const alternatives = schema[list];
  if (!Array.isArray(alternatives)) return undefined;
  const index = alternatives.findIndex(
    (alternative) =>
      isObject(alternative) &&
      isObject(alternative.properties) &&
      Object.keys(alternative.properties).some((key) => key in values),
  );
  const uiOptions = Array.isArray(ui[list]) ? (ui[list] as unknown[]) : [];
  return index < 0 ? undefined : optionTitle(alternatives[index] as Json, uiOptions[index]);
}

function arrayCells(
  key: string,
  schema: Json,
  ui: Ui,
  value: unknown,
  span: number,
  context: Context,
): Cell[] {
  const label = labelOf(schema, ui, key);
  const items = resolved(schema.items, context.root);
  const rows = Array.isArray(value) ? value : [];
  const itemUi = uiOf(ui, 'items');
  if (schema.uniqueItems && choicesOf(items, itemUi).length > 0) {
    const cells: Cell[] = choicesOf(items, itemUi).map((choice) => ({
      kind: 'check',
      label: choice.title,
      checked: rows.includes(choice.value),
      span: 1,
    }));
    return [{ kind: 'group', label, columns: 2, cells, span }];
  }
  const noun = optionTitle(items, itemUi) ?? label;
  const cells = rows.map((row, index): Cell => {
    const rowCells = isObject(items.properties)
      ? objectCells(items, itemUi, isObject(row) ? row : {}, context)
      : fieldCells(`${key}.${index}`, items, itemUi, row, context);
    return { kind: 'group', label: `${noun} ${index + 1}`, columns: 3, cells: rowCells, span: 1 };
  });
  return [{ kind: 'group', label, columns: 1, cells, span }];
}

/** An object's fields in `ui:order` (with `*` for the rest), or as its schema lists them. */
function orderedKeys(schema: Json, ui: Ui, values: FormValues): string[] {
  const own = Object.keys(isObject(schema.properties) ? schema.properties : {});
  const conditional = Object.keys(values).filter((key) => !own.includes(key));
  const all = [...own, ...conditional];
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : ['*'];
  const named = order.filter((key) => key !== '*' && all.includes(key));
  const rest = all.filter((key) => !named.includes(key));
  const star = order.indexOf('*');
  return star < 0 ? named : [...named.slice(0, star), ...rest, ...named.slice(star)];
}

/**
 * A field that is not in the schema's own properties prints only while its condition holds,
 * empty too (the signature box to sign here), and never after another choice (a drawing made
 * before "send to the practitioner"). Other conditions: while it has a value.
 */
function shownCells(key: string, node: Json, ui: Ui, values: FormValues, context: Context): Cell[] {
  const own = isObject(node.properties) && key in node.properties;
  if (!own && !(shownByConditions(node, key, values) ?? key in values)) return [];
  const schema = fieldSchema(node, key, context.root);
  return schema ? fieldCells(key, schema, uiOf(ui, key), values[key], context) : [];
}

function objectCells(node: Json, ui: Ui, values: FormValues, context: Context): Cell[] {
  return orderedKeys(node, ui, values).flatMap((key) => shownCells(key, node, ui, values, context));
}

/** The document's sections: ui.json's `sections`, or one section with every field. */
export function documentSections({
  schema,
  uiSchema,
  values,
  textValues = {},
  words = englishWords,
  printForms,
}: FormDocumentData): DocumentSection[] {
  const context: Context = { root: schema, textValues, words, printForms };
  const specs = optionsOf(uiSchema).sections;
  if (!Array.isArray(specs)) {
    const cells = objectCells(schema, uiSchema, values, context);
    return [{ title: '', heading: [], columns: 1, half: false, cells }];
  }
  const cellsOf = (keys: string[] = []) =>
    keys.flatMap((key) => shownCells(key, schema, uiSchema, values, context));
  return (specs as SectionSpec[])
    .map((spec) => ({
      title: spec.title ?? '',
      description: spec.description,
      heading: cellsOf(spec.heading),
      columns: spec.columns ?? 1,
      half: spec.width === 'half',
      cells: cellsOf(spec.fields),
    }))
    .filter((section) => section.cells.length > 0 || section.heading.length > 0);
}
