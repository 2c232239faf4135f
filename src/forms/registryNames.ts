/**
 * The names ui.json files may use, and the `ui:options` keys each of them understands.
 *
 * Plain data with no React import: the schema-checker script imports it to report a ui.json
 * that names an unknown widget, field or option before the site is built. `registry.ts` is
 * type-checked against these lists, so a name cannot be listed without a component or the
 * other way round. Each widget's keys are documented in its folder (`widgets/<name>/options.ts`,
 * plain data too).
 */

import { agreementOptions } from './widgets/agreement/options.ts';
import { checkboxOptions } from './widgets/checkbox/options.ts';
import { checkboxesOptions } from './widgets/checkboxes/options.ts';
import { dateOptions } from './widgets/date/options.ts';
import { datetimeOptions } from './widgets/datetime/options.ts';
import { emailOptions } from './widgets/email/options.ts';
import { hiddenOptions } from './widgets/hidden/options.ts';
import { phoneOptions } from './widgets/phone/options.ts';
import { quantityOptions } from './widgets/quantity/options.ts';
import { radioOptions } from './widgets/radio/options.ts';
import { rangeOptions } from './widgets/range/options.ts';
import { selectOptions } from './widgets/select/options.ts';
import { signatureOptions } from './widgets/signature/options.ts';
import { textOptions } from './widgets/text/options.ts';
import { textareaOptions } from './widgets/textarea/options.ts';
import { timeOptions } from './widgets/time/options.ts';
import { trimmedTextOptions } from './widgets/trimmedText/options.ts';
import { updownOptions } from './widgets/updown/options.ts';
import { uriOptions } from './widgets/uri/options.ts';

/** `ui:widget` names and their `ui:options` keys. */
export const widgetOptionKeys = {
  phone: phoneOptions,
  quantity: quantityOptions,
  text: textOptions,
  date: dateOptions,
  checkbox: checkboxOptions,
  trimmedText: trimmedTextOptions,
  email: emailOptions,
  agreement: agreementOptions,
  signature: signatureOptions,
  select: selectOptions,
  radio: radioOptions,
  checkboxes: checkboxesOptions,
  textarea: textareaOptions,
  updown: updownOptions,
  range: rangeOptions,
  uri: uriOptions,
  time: timeOptions,
  datetime: datetimeOptions,
  hidden: hiddenOptions,
} as const satisfies Record<string, readonly string[]>;

/** Every `ui:widget` a ui.json names, at any depth. */
export function widgetNamesIn(ui: unknown, names = new Set<string>()): Set<string> {
  if (typeof ui !== 'object' || ui === null) return names;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string') names.add(value);
    else widgetNamesIn(value, names);
  }
  return names;
}

/** `ui:field` names and their `ui:options` keys. */
export const fieldOptionKeys = {
  /** File picker for attachments; the files live outside the form data. */
  attachments: ['maxFiles', 'maxFileMB', 'maxTotalMB', 'accept'],
} as const satisfies Record<string, readonly string[]>;

/** rjsf template slots this project replaces, and the `ui:options` keys they read. */
export const templateOptionKeys = {
  /** Label, input and the touched-only error of every field; `span` = grid columns taken. */
  FieldTemplate: ['span'],
  /** The `<input>` of text-like widgets: `aria-invalid`, maxLength and its "50 of 50" note. */
  BaseInputTemplate: [],
  /** Lays an object out as `sections` (see `sectionKeys`), each a grid of its fields. */
  ObjectFieldTemplate: ['sections'],
  /** Rows of an array with labelled Add / Remove buttons; `orderable: true` adds Move up/down,
   * `addable` / `removable` set to false hide Add / Remove. */
  ArrayFieldTemplate: ['orderable', 'addable', 'removable'],
  /** One row of an array and its buttons. */
  ArrayFieldItemTemplate: [],
  /** `oneOf` / `anyOf`: the choice of alternative, then its fields. */
  MultiSchemaFieldTemplate: [],
  /** rjsf's own buttons, with words instead of icons. */
  ButtonTemplates: [],
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
  /** Text under the heading, on the page and in the document (a note, the certification). */
  description: 'string',
  /** Help for the screen only (how to fill the section in): never printed on the document. */
  help: 'string',
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
