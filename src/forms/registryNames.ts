/**
 * The names ui.json files may use, and the `ui:options` keys each of them understands.
 *
 * Plain data with no React import: the schema-checker script imports it to report a ui.json
 * that names an unknown widget, field or option before the site is built. `registry.ts` is
 * type-checked against these lists, so a name cannot be listed without a component or the
 * other way round.
 */

/** `ui:widget` names and their `ui:options` keys. */
export const widgetOptionKeys = {
  /** `(XXX) XXX-XXXX` mask; a number shorter than 14 characters is cleared on leaving the field. */
  phone: [],
  /** Whole number from 0 to the schema's `maximum`; `capLabel` is the printed cap ("max 300",
   * "1 box"), by default `max <maximum>`, `""` for none. */
  quantity: ['capLabel'],
  /** Text input; `maxLength` comes from the schema. */
  text: [],
  /** Native date picker (schema `format: "date"`). */
  date: [],
  /** A box with its label on the right. */
  checkbox: [],
  /** Text trimmed of surrounding white space as typed (a space between words can be typed). */
  trimmedText: [],
  /** E-mail, trimmed as typed; a value failing the e-mail check is cleared on leaving the field. */
  email: [],
  /** A box that must be checked to agree to `text` (`{placeholders}` filled from the form
   * context's `textValues`; `{link}` = `linkText` pointing at `linkUrl`); `textVersion` names
   * that wording in the record kept of the agreement. Looks invalid while unchecked. */
  agreement: ['text', 'linkText', 'linkUrl', 'textVersion'],
} as const satisfies Record<string, readonly string[]>;

/** `ui:field` names and their `ui:options` keys. */
export const fieldOptionKeys = {
  /** File picker for attachments; the files live outside the form data. */
  attachments: ['maxFiles', 'maxFileMB', 'maxTotalMB', 'accept'],
} as const satisfies Record<string, readonly string[]>;

/** rjsf template slots this project replaces, and the `ui:options` keys they read. */
export const templateOptionKeys = {
  /** Label, input and the touched-only error of every field; `span` = grid columns taken. */
  FieldTemplate: ['span'],
  /** The `<input>` of text-like widgets: error as placeholder, `aria-invalid`, maxLength. */
  BaseInputTemplate: [],
  /** Lays an object out as `sections` (see `sectionKeys`), each a grid of its fields. */
  ObjectFieldTemplate: ['sections'],
} as const satisfies Record<string, readonly string[]>;

/** `ui:options` keys any field may use. `errorMessages` maps an ajv keyword ("required",
 * "pattern", "maxLength", ...) to the message shown for it. */
export const commonOptionKeys = ['errorMessages', 'span'] as const;

/** Root `ui:options` keys read outside the templates: `invalidSubmitTitle` is the submit
 * button's title while the form is invalid (SubmitButton.tsx). */
export const formOptionKeys = ['invalidSubmitTitle'] as const;

/** Keys of one entry of the root `ui:options.sections` list. */
export const sectionKeys = {
  /** Heading text. */
  title: 'string',
  /** Printed text under the heading (a note, the certification). */
  description: 'string',
  /** Fields shown in the heading line, such as the Dx code and refill boxes. */
  heading: 'string[]',
  /** Fields in the section's grid, in reading order. */
  fields: 'string[]',
  /** Number of grid columns, 1 to 12 (default 1); a field's `span` option widens it. */
  columns: 'number',
  /** "full" (default) or "half": two half sections sit side by side. */
  width: 'string',
} as const;

export type WidgetName = keyof typeof widgetOptionKeys;
export type FieldName = keyof typeof fieldOptionKeys;
export type TemplateName = keyof typeof templateOptionKeys;

export const widgetNames = Object.keys(widgetOptionKeys) as WidgetName[];
export const fieldNames = Object.keys(fieldOptionKeys) as FieldName[];
export const templateNames = Object.keys(templateOptionKeys) as TemplateName[];
