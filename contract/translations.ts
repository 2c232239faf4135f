/**
 * A form's texts in another language, as data: `schemas/<form>/es.json` maps a key to the English
 * text and its translation, `{ "orfPatientName.ui:title": { "en": "Patient Name", "es": "…" } }`.
 *
 * A key is where the text is shown from in the form's ui.json: the field's path (object keys,
 * `items` for a list's rows) and the ui.json option, e.g. `orfPhone.ui:options.errorMessages.pattern`
 * or `ui:options.sections.2.title`. A title or description written in schema.json has the key of
 * the ui.json option that overrides it (`ui:title`, `ui:description`, a choice's
 * `oneOf.<n>.ui:title`, a plain enum's `ui:enumNames.<value>`). So a translation is an overlay on
 * ui.json: the schema, its values, enum codes and its precompiled validator stay the same in
 * every language.
 */
import {
  allFields,
  isSchema,
  itemSchemas,
  branchesOf,
  resolveRef,
  type JsonSchema,
} from './schemaWalk.ts';

export interface FormText {
  key: string;
  english: string;
}

export interface TranslatedText {
  en: string;
  es: string;
}

/** A form's translation file: key → the English it translates and the translation. */
export type TranslationFile = Record<string, TranslatedText>;

type UiNode = Record<string, unknown>;
const asNode = (value: unknown): UiNode => (isSchema(value) ? value : {});

/** The ui.json options whose strings people read (the others are settings). */
const UI_TEXTS = ['ui:help', 'ui:placeholder'] as const;
const UI_OPTION_TEXTS = ['text', 'linkText', 'capLabel'] as const;

/** A list of alternatives, each a fixed value (a choice), rather than a group of fields. */
const isChoiceList = (options: unknown[]): boolean =>
  options.every((option) => isSchema(option) && ('const' in option || 'enum' in option));

class TextCollector {
  readonly texts: FormText[] = [];
  /** ui paths of fields whose alternatives are groups of fields (rjsf's `ui.oneOf` replaces). */
  readonly alternatives: string[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly root: JsonSchema) {}

  add(key: string, english: unknown): void {
    if (typeof english !== 'string' || english.trim() === '' || this.seen.has(key)) return;
    this.seen.add(key);
    this.texts.push({ key, english });
  }

  /** One field (or the whole form at `prefix` ''), its ui entry and what it contains. */
  field(schema: JsonSchema, ui: UiNode, prefix: string, depth = 0): void {
    if (depth > 12) return;
    const resolved = resolveRef(schema, this.root);
    const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
    this.add(at('ui:title'), ui['ui:title'] ?? resolved.title);
    this.add(at('ui:description'), ui['ui:description'] ?? resolved.description);
    for (const key of UI_TEXTS) this.add(at(key), ui[key]);
    this.uiOptionTexts(asNode(ui['ui:options']), at('ui:options'));
    this.choices(resolved, ui, at);
    const branches = branchesOf(resolved, this.root);
    const items = itemSchemas(branches, 0)[0];
    if (items) this.field(items, asNode(ui.items), at('items'), depth + 1);
    for (const [name, property] of allFields(resolved)) {
      this.field(property, asNode(ui[name]), at(name), depth + 1);
    }
  }

  private uiOptionTexts(options: UiNode, prefix: string): void {
    for (const key of UI_OPTION_TEXTS) this.add(`${prefix}.${key}`, options[key]);
    for (const [keyword, message] of Object.entries(asNode(options.errorMessages))) {
      this.add(`${prefix}.errorMessages.${keyword}`, message);
    }
  }

  private choices(schema: JsonSchema, ui: UiNode, at: (key: string) => string): void {
    for (const list of ['oneOf', 'anyOf'] as const) {
      const options = schema[list];
      if (!Array.isArray(options)) continue;
      const uiOptions = Array.isArray(ui[list]) ? (ui[list] as unknown[]) : [];
      options.forEach((option, index) => {
        const written = asNode(uiOptions[index])['ui:title'];
        this.add(at(`${list}.${index}.ui:title`), written ?? asNode(option).title);
      });
      if (!isChoiceList(options) && !this.alternatives.includes(at(list))) {
        this.alternatives.push(at(list));
      }
    }
    if (Array.isArray(schema.enum) && !schema.oneOf && !schema.anyOf) {
      const names = asNode(asNode(ui['ui:options']).enumNames ?? ui['ui:enumNames']);
      for (const value of schema.enum) {
        if (typeof value === 'string') this.add(at(`ui:enumNames.${value}`), names[value] ?? value);
      }
    }
  }

  /** What only the form as a whole has: its button, its sections. */
  formTexts(ui: UiNode): void {
    const button = asNode(ui['ui:submitButtonOptions']);
    this.add('ui:submitButtonOptions.submitText', button.submitText);
    this.add('ui:submitButtonOptions.props.title', asNode(button.props).title);
    const options = asNode(ui['ui:options']);
    this.add('ui:options.invalidSubmitTitle', options.invalidSubmitTitle);
    const sections = Array.isArray(options.sections) ? (options.sections as unknown[]) : [];
    sections.forEach((section, index) => {
      this.add(`ui:options.sections.${index}.title`, asNode(section).title);
      this.add(`ui:options.sections.${index}.description`, asNode(section).description);
      this.add(`ui:options.sections.${index}.help`, asNode(section).help);
    });
  }
}

function collect(schema: unknown, ui: unknown): TextCollector {
  const root = isSchema(schema) ? schema : {};
  const collector = new TextCollector(root);
  collector.formTexts(asNode(ui));
  collector.field(root, asNode(ui), '');
  return collector;
}

/** Every text of a form a person reads, with the key its translation has. */
export function formTexts(schema: unknown, ui: unknown): FormText[] {
  return collect(schema, ui).texts;
}

/** What is wrong with a translation file, one line per key (empty when it fits the form). */
export function translationProblems(
  texts: readonly FormText[],
  file: unknown,
  language: string,
): { key: string; message: string }[] {
  const entries = asNode(file);
  const problems: { key: string; message: string }[] = [];
  const expected = new Set(texts.map((text) => text.key));
  for (const { key, english } of texts) {
    const entry = asNode(entries[key]);
    const translated = entry[language];
    if (!(key in entries)) {
      problems.push({ key, message: `no ${language} translation of "${english}"` });
    } else if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push({ key, message: `the ${language} text is empty` });
    } else if (entry.en !== english) {
      problems.push({
        key,
        message: `the English text is now "${english}", not "${String(entry.en)}": check the ${language} text and copy the new English into "en"`,
      });
    }
  }
  for (const key of Object.keys(entries)) {
    if (!expected.has(key)) {
      problems.push({ key, message: 'no text of the form has this key: remove it' });
    }
  }
  return problems;
}

/** Sets the value at `path` in `node`, making the missing objects (or lists, before a number). */
function setAt(node: UiNode, path: string[], value: unknown): void {
  const last = path.length - 1;
  let current: UiNode = node;
  path.slice(0, last).forEach((key, index) => {
    if (!isSchema(current[key]) && !Array.isArray(current[key])) {
      current[key] = /^\d+$/.test(path[index + 1]!) ? [] : {};
    }
    current = current[key] as UiNode;
  });
  current[path[last]!] = value;
}

function getAt(node: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      isSchema(current) || Array.isArray(current) ? (current as UiNode)[key] : undefined,
    node,
  );
}

/**
 * The form's ui.json with its texts in the file's language (a copy: the file's own object stays
 * English). rjsf replaces a field's ui entry by `ui.oneOf[n]` when alternative groups of fields
 * are shown, so each such entry gets the field's own (translated) entry beneath its title.
 */
export function translateUi<T>(schema: unknown, ui: T, file: unknown, language: string): T {
  const collector = collect(schema, ui);
  const entries = asNode(file);
  // ui.json is JSON: a JSON copy is a deep one.
  const translated = JSON.parse(JSON.stringify(asNode(ui))) as UiNode;
  for (const { key } of collector.texts) {
    const text = asNode(entries[key])[language];
    if (typeof text === 'string' && text !== '') setAt(translated, key.split('.'), text);
  }
  for (const listKey of collector.alternatives) {
    const path = listKey.split('.');
    const list = getAt(translated, path);
    if (!Array.isArray(list)) continue;
    const own = { ...asNode(getAt(translated, path.slice(0, -1))) };
    delete own.oneOf;
    delete own.anyOf;
    setAt(
      translated,
      path,
      list.map((entry) => ({ ...own, ...asNode(entry) })),
    );
  }
  return translated as T;
}
