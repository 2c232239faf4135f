/** A form as the studio shows it: its sections with their fields, each field's settings and texts. */
import { allFields, fieldBranches } from '../../contract/schemaWalk.ts';
import type { FormEntry } from '../../contract/catalog.ts';
import { readConditions } from './conditions.ts';
import { kindOf, optionsOf } from './fieldKinds.ts';
import {
  asList,
  asObject,
  FORMS_LIST,
  formFile,
  readJson,
  readValue,
  sectionsOf,
  StudioEditError,
  type Json,
} from './formFiles.ts';
import { textsOf } from './translations.ts';
import type { ChoiceOption, Condition, ReadKind, StudioFiles } from './types.ts';

/** One text a person reads, with its es.json key and its Spanish. */
export interface TextOutline {
  key: string;
  en: string;
  /** Absent when there is no Spanish yet. */
  es?: string;
  /** The Spanish was written for another English (the English changed since). */
  stale: boolean;
}

export interface FieldOutline {
  key: string;
  kind: ReadKind;
  label: string;
  help?: string;
  placeholder?: string;
  required: boolean;
  widget?: string;
  options?: ChoiceOption[];
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  /** A date that starts at today. */
  today: boolean;
  /** Messages by rule, from `ui:options.errorMessages`. */
  messages: Record<string, string>;
  /** Declared in a condition's `then`: shown only when that condition holds. */
  conditional: boolean;
  /** Every text of the field (label, help, messages, options), in English and Spanish. */
  texts: TextOutline[];
}

export interface SectionOutline {
  index: number;
  title: string;
  description?: string;
  columns?: number;
  width?: string;
  /** Fields on the heading line (like the Dx Code boxes). */
  heading: FieldOutline[];
  fields: FieldOutline[];
  texts: TextOutline[];
}

export interface FormOutline {
  id: string;
  entry?: FormEntry;
  title: string;
  sections: SectionOutline[];
  /** Fields in no section (the checker refuses them until they are placed). */
  unplaced: FieldOutline[];
  conditions: Condition[];
  /** Conditions of other shapes, kept as they are. */
  otherConditions: number;
  /** The form's own texts (title, Send button, …). */
  texts: TextOutline[];
}

/** The ids of the forms in forms.json, in its order. */
export function formIds(files: StudioFiles): string[] {
  return asList(readValue(files, FORMS_LIST)).map((entry) => String(asObject(entry).id));
}

function textOutlines(files: StudioFiles, form: string): TextOutline[] {
  const esPath = formFile(form, 'es');
  const entries = files[esPath] === undefined ? {} : readJson(files, esPath);
  return textsOf(files, form).map(({ key, english }) => {
    const entry = asObject(entries[key]);
    const es = typeof entry.es === 'string' && entry.es.trim() !== '' ? entry.es : undefined;
    return {
      key,
      en: english,
      ...(es !== undefined && { es }),
      stale: es !== undefined && entry.en !== english,
    };
  });
}

/** Every field required by the form or by one of its conditions (when shown). */
function requiredFields(root: Json): Set<string> {
  const sources = [root, ...fieldBranches(root).map((branch) => branch.schema)];
  return new Set(sources.flatMap((source) => asList(source.required).map(String)));
}

interface FormContext {
  ui: Json;
  root: Json;
  required: Set<string>;
  /** The texts by the field they belong to (the first part of their key). */
  textsByField: Map<string, TextOutline[]>;
}

function byField(texts: TextOutline[]): Map<string, TextOutline[]> {
  const grouped = new Map<string, TextOutline[]>();
  for (const text of texts) {
    const field = text.key.slice(0, text.key.indexOf('.'));
    grouped.set(field, [...(grouped.get(field) ?? []), text]);
  }
  return grouped;
}

function fieldOutline(key: string, schema: Json, context: FormContext): FieldOutline {
  const { ui, root, required, textsByField } = context;
  const entry = asObject(ui[key]);
  const options = asObject(entry['ui:options']);
  const kind = kindOf(schema, entry);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const messages = Object.fromEntries(
    Object.entries(asObject(options.errorMessages)).filter(
      ([, message]) => typeof message === 'string',
    ),
  ) as Record<string, string>;
  return {
    key,
    kind,
    label: text(entry['ui:title']) ?? text(schema.title) ?? key,
    help: text(entry['ui:help']),
    placeholder: text(entry['ui:placeholder']),
    required: required.has(key),
    widget: text(entry['ui:widget']) ?? text(entry['ui:field']),
    ...(kind === 'choice' && { options: optionsOf(schema) }),
    maxLength: number(schema.maxLength),
    maximum: number(schema.maximum),
    minimum: number(schema.minimum),
    today: options.default === 'today',
    messages,
    conditional: !(key in asObject(root.properties)),
    texts: textsByField.get(key) ?? [],
  };
}

export function readForm(files: StudioFiles, form: string): FormOutline {
  const schema = readJson(files, formFile(form, 'schema'));
  const ui = readJson(files, formFile(form, 'ui'));
  const texts = textOutlines(files, form);
  const fields = allFields(schema);
  const placed = new Set<string>();
  const context = {
    ui,
    root: schema,
    required: requiredFields(schema),
    textsByField: byField(texts),
  };
  const outline = (key: string) => {
    placed.add(key);
    return fieldOutline(key, asObject(fields.get(key)), context);
  };
  const known = (key: unknown): key is string => typeof key === 'string' && fields.has(key);
  const sections = sectionsOf(ui).map((section, index): SectionOutline => {
    const prefix = `ui:options.sections.${index}.`;
    return {
      index,
      title: typeof section.title === 'string' ? section.title : '',
      description: section.description,
      columns: section.columns,
      width: section.width,
      heading: asList(section.heading).filter(known).map(outline),
      fields: asList(section.fields).filter(known).map(outline),
      texts: texts.filter((text) => text.key.startsWith(prefix)),
    };
  });
  const entry = asList(readValue(files, FORMS_LIST)).find((item) => asObject(item).id === form);
  if (files[formFile(form, 'schema')] === undefined)
    throw new StudioEditError(`There is no form "${form}".`);
  const { conditions, others } = readConditions(schema);
  const fieldKeys = new Set(fields.keys());
  return {
    id: form,
    ...(entry !== undefined && { entry: entry as FormEntry }),
    title: typeof schema.title === 'string' ? schema.title : form,
    sections,
    unplaced: [...fieldKeys].filter((key) => !placed.has(key)).map(outline),
    conditions,
    otherConditions: others.length,
    texts: texts.filter(
      (text) =>
        !text.key.startsWith('ui:options.sections.') && !fieldKeys.has(text.key.split('.')[0]!),
    ),
  };
}
