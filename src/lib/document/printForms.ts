/**
 * How a widget is drawn in a form's document: each widget folder declares its print form
 * (`src/forms/widgets/<name>/print.ts`), registered beside its screen component in the forms'
 * registry, and the pages hand that registry in (as rjsf takes its widgets). The document code
 * knows no widget by name: a field whose `ui:widget` (or `ui:field`) has a print form is drawn
 * as that form says; any other is drawn from its schema (text, check box, group).
 */
import type { Cell } from './cells';
import type { DocumentWords } from './formDocument';

type Json = Record<string, unknown>;

/** One field as the document reads it: what a print form is handed. */
export interface PrintField {
  key: string;
  /** The field's schema, its `$ref` followed. */
  schema: Json;
  /** Its ui.json entry, and that entry's `ui:options`. */
  ui: Json;
  options: Json;
  /** The title printed beside the value: empty when ui.json says `"ui:label": false`. */
  label: string;
  /** The field's title, even when its label is not drawn. */
  title: string;
  value: unknown;
  /** Grid columns the field takes in its section. */
  span: number;
  /** `{company}`, `{website}`…: what placeholders in the form's texts stand for. */
  textValues: Record<string, string>;
  /** The site's words in the document's language. */
  words: DocumentWords;
  /** The cells the document would draw for the field from its schema alone. */
  plain: () => Cell[];
}

/** The cells one field is drawn as (none: the field is not printed). */
export type PrintForm = (field: PrintField) => Cell[];

/** Print forms by `ui:widget` name and by `ui:field` name, as rjsf registers the two. */
export interface PrintForms {
  widgets: Readonly<Record<string, PrintForm>>;
  fields: Readonly<Record<string, PrintForm>>;
}
