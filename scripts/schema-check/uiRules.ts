import {
  commonOptionKeys,
  fieldOptionKeys,
  formOptionKeys,
  sectionKeys,
  templateOptionKeys,
  widgetOptionKeys,
} from '../../src/forms/registryNames.ts';
import type { JsonPath } from './jsonLocations.ts';
import { formatPath, type FileProblems } from './problems.ts';
import { isObject, type JsonObject } from './schemaRules.ts';
import {
  allFields,
  fieldBranches,
  isRequiredSomewhere,
  resolveRef,
} from '../../contract/schemaWalk.ts';
import { didYouMean } from './suggest.ts';
import { fileTypes } from '../../contract/files.ts';

/** The attachments field's limits: read by the page's picker and the server alike. */
const ATTACHMENT_LIMITS: Record<string, string> = {
  maxFiles: 'how many files may be attached',
  maxFileMB: 'the largest file, in MB',
  maxTotalMB: 'all files together, in MB',
};

/** The rjsf ui.json settings this project's renderer honours on a field. */
const FIELD_SETTINGS = [
  'ui:widget',
  'ui:field',
  'ui:options',
  'ui:label',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'ui:autocomplete',
  'ui:autofocus',
  'ui:disabled',
  'ui:readonly',
  'ui:classNames',
  'ui:order',
  'ui:emptyValue',
  'ui:enumNames',
];
/** Settings only the top of a ui.json may have (the form's submit button). */
const ROOT_SETTINGS = ['ui:submitButtonOptions'];

/** Settings of a list (array) field: `items` holds the settings of its rows. */
const ARRAY_SETTINGS = [...FIELD_SETTINGS, 'items'];
/** Options a list (array) field understands besides the common ones. */
const ARRAY_OPTIONS = templateOptionKeys.ArrayFieldTemplate;

/** Options every field's template reads, whatever its widget. */
const FIELD_TEMPLATE_OPTIONS = [
  ...templateOptionKeys.FieldTemplate,
  ...templateOptionKeys.BaseInputTemplate,
];

/** Schema keywords that are not rules, so an error message for them could never show. */
const NON_RULE_KEYWORDS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'properties',
]);

const MAX_COLUMNS = 12;

const listOf = (names: readonly string[]) => names.join(', ');
const notAField = (name: string) =>
  `"${name}" is not a field in schema.json. Check the spelling, or add it to schema.json under "properties".`;

function isWholeNumberBetween(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

interface Placement {
  path: JsonPath;
}

/** What a field is drawn with, as far as its ui:options are concerned. */
interface FieldKinds {
  widget?: { name: string; options: readonly string[] };
  field?: { name: string; options: readonly string[] };
  /** Options of a list (array) field: Add / Remove / Move buttons. */
  listOptions: readonly string[];
}

/** Checks one object level of ui.json (the top, or an object field) against its schema. */
/**
 * Whether the form has a condition. On such a form the renderer resolves the schema with rjsf's
 * `allOf` handling, under which a box that must be ticked (`"enum": [true]`) is shown ticked
 * and cannot be unticked: an agreement nobody gave.
 */
function hasConditions(root: JsonObject): boolean {
  const conditional = ['if', 'allOf', 'dependencies'].some((key) => key in root);
  const alternatives = Object.values(isObject(root.properties) ? root.properties : {}).some(
    (field) =>
      isObject(field) &&
      ['oneOf', 'anyOf'].some(
        (key) =>
          Array.isArray(field[key]) &&
          (field[key] as unknown[]).some((option) => isObject(option) && !('const' in option)),
      ),
  );
  return conditional || alternatives;
}

class ObjectUiChecker {
  private readonly fields: Map<string, JsonObject>;
  private readonly fieldNames: string[];

  /** `schema`: the object whose fields this level of ui.json sets; `root`: for `$ref`s. */
  constructor(
    private readonly problems: FileProblems,
    private readonly schema: JsonObject,
    private readonly root: JsonObject,
  ) {
    // Fields a condition or an alternative adds are fields of the form too.
    this.fields = allFields(schema);
    this.fieldNames = [...this.fields.keys()];
  }

  check(ui: JsonObject, path: JsonPath, isRoot: boolean): void {
    const allowedSettings = isRoot ? [...FIELD_SETTINGS, ...ROOT_SETTINGS] : FIELD_SETTINGS;
    for (const [key, value] of Object.entries(ui)) {
      const keyPath = [...path, key];
      if (key === 'ui:options') this.checkObjectOptions(value, keyPath, isRoot);
      else if (key === 'ui:order') this.checkOrder(value, keyPath);
      else if (key.startsWith('ui:')) this.checkSettingName(key, allowedSettings, keyPath);
      else if (this.fieldNames.includes(key)) this.checkField(key, value, keyPath);
      else this.problems.add(keyPath, notAField(key));
    }
  }

  /** rjsf stops drawing the form when "ui:order" misses a field (unless it lists "*"). */
  private checkOrder(order: unknown, path: JsonPath): void {
    if (!Array.isArray(order)) {
      this.problems.add(path, '"ui:order" must be a list [...] of field names.');
      return;
    }
    const listed = new Set<unknown>();
    order.forEach((name, index) => {
      if (name !== '*' && !this.fieldNames.includes(name as string)) {
        this.problems.add([...path, index], notAField(String(name)));
      } else if (listed.has(name)) {
        this.problems.add([...path, index], `"${String(name)}" is listed twice; remove one.`);
      }
      listed.add(name);
    });
    if (listed.has('*')) return;
    for (const name of this.fieldNames.filter((field) => !listed.has(field))) {
      this.problems.add(
        path,
        `"${name}" is a field in schema.json but is missing from "ui:order", and the form cannot be drawn without it. Add "${name}" to the list (or add "*" to mean "all other fields").`,
      );
    }
  }

  private checkSettingName(key: string, allowed: string[], path: JsonPath): void {
    if (!allowed.includes(key)) {
      this.problems.add(
        path,
        `"${key}" is not a setting the forms understand.${didYouMean(key, allowed)} Check the spelling; known settings: ${listOf(allowed)}.`,
      );
    }
  }

  private fieldSchema(name: string): JsonObject {
    const field = this.fields.get(name);
    return field ? resolveRef(field, this.root) : {};
  }

  /** Whether the field has `rule` itself or in a condition ("a typed name needs the box ticked"). */
  private hasRule(name: string, rule: string): boolean {
    if (rule in this.fieldSchema(name)) return true;
    return fieldBranches(this.schema).some(({ schema }) => {
      const field = isObject(schema.properties) ? schema.properties[name] : undefined;
      return isObject(field) && rule in field;
    });
  }

  private isRequired(name: string): boolean {
    return isRequiredSomewhere(this.schema, name);
  }

  private checkField(name: string, ui: unknown, path: JsonPath): void {
    if (!isObject(ui)) {
      this.problems.add(path, `The settings of "${name}" must be a group {...}.`);
      return;
    }
    const fieldSchema = this.fieldSchema(name);
    const isObjectField = fieldSchema.type === 'object' || isObject(fieldSchema.properties);
    const isList = fieldSchema.type === 'array';
    if (isObjectField) {
      new ObjectUiChecker(this.problems, fieldSchema, this.root).check(ui, path, false);
    } else {
      const allowed = isList ? ARRAY_SETTINGS : FIELD_SETTINGS;
      for (const key of Object.keys(ui)) {
        if (key !== 'ui:options') this.checkSettingName(key, allowed, [...path, key]);
      }
    }
    if (isList && ui.items !== undefined) this.checkRows(fieldSchema, ui.items, [...path, 'items']);
    const widget = this.checkName(ui, 'ui:widget', widgetOptionKeys, path);
    const field = this.checkName(ui, 'ui:field', fieldOptionKeys, path);
    // Options of a misspelt widget cannot be judged: one message (the name), not knock-on ones.
    const unknownName =
      (ui['ui:widget'] !== undefined && !widget) || (ui['ui:field'] !== undefined && !field);
    if (ui['ui:widget'] === 'agreement' && hasConditions(this.root)) {
      this.problems.add(
        [...path, 'ui:widget'],
        'An agreement box cannot yet be used on a form with conditions ("if", "allOf", "dependencies", or alternatives under "oneOf"/"anyOf"): it would start ticked. Put it on a form without conditions, or ask a developer.',
      );
    }
    if (!isObjectField && !unknownName && ui['ui:options'] !== undefined) {
      const listOptions = isList ? ARRAY_OPTIONS : [];
      const options = { widget, field, listOptions };
      this.checkFieldOptions(name, ui['ui:options'], [...path, 'ui:options'], options);
    }
  }

  /** The `items` settings of a list: those of each row (an object's fields, or one value). */
  private checkRows(list: JsonObject, ui: unknown, path: JsonPath): void {
    const rows = isObject(list.items) ? resolveRef(list.items, this.root) : {};
    if (!isObject(ui)) {
      this.problems.add(path, 'The settings of a list\'s rows ("items") must be a group {...}.');
    } else if (rows.type === 'object' || isObject(rows.properties)) {
      new ObjectUiChecker(this.problems, rows, this.root).check(ui, path, false);
    } else {
      const single = new ObjectUiChecker(this.problems, { properties: { items: rows } }, this.root);
      single.checkField('items', ui, path);
    }
  }

  /** Checks a ui:widget / ui:field name; returns the options it understands, if known. */
  private checkName(
    ui: JsonObject,
    setting: 'ui:widget' | 'ui:field',
    known: Record<string, readonly string[]>,
    path: JsonPath,
  ): { name: string; options: readonly string[] } | undefined {
    const name = ui[setting];
    if (name === undefined) return undefined;
    if (typeof name === 'string' && name in known) return { name, options: known[name] };
    const kind = setting === 'ui:widget' ? 'widget' : 'field type';
    const hint = typeof name === 'string' ? didYouMean(name, Object.keys(known)) : '';
    this.problems.add(
      [...path, setting],
      `${JSON.stringify(name)} is not a known ${kind}.${hint} Use one of: ${listOf(Object.keys(known))}.`,
    );
    return undefined;
  }

  private checkFieldOptions(
    name: string,
    options: unknown,
    path: JsonPath,
    { widget, field, listOptions }: FieldKinds,
  ): void {
    if (!isObject(options)) {
      this.problems.add(path, '"ui:options" must be a group {...}.');
      return;
    }
    const own = [...(widget?.options ?? []), ...(field?.options ?? []), ...listOptions];
    const allowed = [...new Set([...own, ...commonOptionKeys, ...FIELD_TEMPLATE_OPTIONS])];
    const owner = widget
      ? `the "${widget.name}" widget`
      : field
        ? `the "${field.name}" field type`
        : 'this field';
    for (const [key, value] of Object.entries(options)) {
      const keyPath = [...path, key];
      if (!allowed.includes(key)) {
        this.problems.add(
          keyPath,
          `"${key}" is not an option ${owner} understands.${didYouMean(key, allowed)} Check the spelling; options it understands: ${listOf(allowed)}.`,
        );
      } else if (key === 'errorMessages') {
        this.checkErrorMessages(name, value, keyPath);
      } else if (field?.name === 'attachments') {
        this.checkAttachmentLimit(key, value, keyPath);
      } else if (key === 'capLabel') {
        this.checkCapLabel(name, value, keyPath);
      } else if (key === 'span' && !isWholeNumberBetween(value, 1, MAX_COLUMNS)) {
        this.problems.add(
          keyPath,
          `"span" (how many grid columns the field takes) must be a whole number from 1 to ${MAX_COLUMNS}.`,
        );
      }
    }
  }

  /** The printed cap and the one the form enforces are one fact: a number in the label must be it. */
  private checkCapLabel(name: string, label: unknown, path: JsonPath): void {
    const { maximum } = this.fieldSchema(name);
    // A cap that is not a whole number has its own message in schema.json.
    if (!Number.isInteger(maximum)) return;
    const printed = typeof label === 'string' ? /\d+/.exec(label)?.[0] : undefined;
    if (printed === undefined || Number(printed) === maximum) return;
    this.problems.add(
      path,
      `"capLabel" prints ${printed}, but "maximum" of "${name}" in schema.json is ${String(maximum)}: the page would show one cap and accept another. Remove "capLabel" (the page then prints "max ${String(maximum)}") or make the two agree.`,
    );
  }

  private checkAttachmentLimit(key: string, value: unknown, path: JsonPath): void {
    const known = Object.keys(fileTypes);
    if (key === 'accept') {
      const list = Array.isArray(value) ? value : [];
      const unknown = list.filter((type) => !known.includes(type as string));
      if (!Array.isArray(value) || list.length === 0 || unknown.length > 0) {
        this.problems.add(
          path,
          `"accept" must list the file types people may attach, each one of: ${listOf(known)}.${unknown.length > 0 ? ` Not known: ${unknown.map((type) => JSON.stringify(type)).join(', ')}.` : ''}`,
        );
      }
    } else if (key in ATTACHMENT_LIMITS && !(typeof value === 'number' && value > 0)) {
      this.problems.add(
        path,
        `"${key}" (${ATTACHMENT_LIMITS[key]}) must be a number above 0, like 5.`,
      );
    }
  }

  /** A message for a rule the field does not have would never show: say so. */
  private checkErrorMessages(name: string, messages: unknown, path: JsonPath): void {
    if (!isObject(messages)) {
      this.problems.add(path, '"errorMessages" must be a group {...} of rule names and messages.');
      return;
    }
    const fieldSchema = this.fieldSchema(name);
    for (const [rule, message] of Object.entries(messages)) {
      const rulePath = [...path, rule];
      if (typeof message !== 'string' || message.trim() === '') {
        this.problems.add(rulePath, 'The message must be text in double quotes, not empty.');
      } else if (rule === 'required') {
        if (!this.isRequired(name)) {
          this.problems.add(
            rulePath,
            `There is a message for "required", but "${name}" is not in the "required" list of schema.json, so the message would never show. Add "${name}" to "required" in schema.json, or remove this message.`,
          );
        } else this.checkMessageNamesTitle(message, fieldSchema.title, rulePath);
      } else if (rule !== 'type' && (!this.hasRule(name, rule) || NON_RULE_KEYWORDS.has(rule))) {
        this.problems.add(
          rulePath,
          `There is a message for "${rule}", but "${name}" has no "${rule}" rule in schema.json, so the message would never show. Check the spelling, or remove this message.`,
        );
      }
    }
  }

  /**
   * A message staff wrote stays as written when the field is renamed: one that says
   * "<name> is required" of a name the field's title no longer holds still uses the old one.
   */
  private checkMessageNamesTitle(message: string, title: unknown, path: JsonPath): void {
    const named = /^(.+?) (?:is|are) required\.?$/i.exec(message.trim())?.[1];
    if (typeof title !== 'string' || !named) return;
    if (title.toLowerCase().includes(named.toLowerCase())) return;
    this.problems.warn(
      path,
      `The message "${message}" names "${named}", but the field's title is "${title}". If the field was renamed, change the message too, or remove it: the page then says "${title} is required".`,
    );
  }

  private checkObjectOptions(options: unknown, path: JsonPath, isRoot: boolean): void {
    if (!isObject(options)) {
      this.problems.add(path, '"ui:options" must be a group {...}.');
      return;
    }
    const allowed: string[] = [...templateOptionKeys.ObjectFieldTemplate, ...commonOptionKeys];
    if (isRoot) allowed.push(...formOptionKeys);
    for (const [key, value] of Object.entries(options)) {
      if (key === 'sections') this.checkSections(value, [...path, key]);
      else if (!allowed.includes(key)) {
        this.problems.add(
          [...path, key],
          `"${key}" is not an option the form layout understands.${didYouMean(key, allowed)} Check the spelling; options it understands: ${listOf(allowed)}.`,
        );
      }
    }
  }

  private checkSections(sections: unknown, path: JsonPath): void {
    if (!Array.isArray(sections)) {
      this.problems.add(path, '"sections" must be a list [...] of sections, each a group {...}.');
      return;
    }
    const placed = new Map<string, Placement>();
    sections.forEach((section, index) => this.checkSection(section, [...path, index], placed));
    for (const name of this.fieldNames) {
      if (!placed.has(name)) {
        this.problems.add(
          path,
          `"${name}" is a field in schema.json but is in no section, so it would be drawn at the end of the form instead of where you expect. Add "${name}" to the "fields" of a section.`,
        );
      }
    }
  }

  private checkSection(section: unknown, path: JsonPath, placed: Map<string, Placement>): void {
    if (!isObject(section)) {
      this.problems.add(path, 'Each section must be a group {...} with "title", "fields", ...');
      return;
    }
    const settings = Object.keys(sectionKeys) as (keyof typeof sectionKeys)[];
    for (const [key, value] of Object.entries(section)) {
      const keyPath = [...path, key];
      const kind = sectionKeys[key as keyof typeof sectionKeys];
      if (kind === undefined) {
        this.problems.add(
          keyPath,
          `"${key}" is not a section setting.${didYouMean(key, settings)} Check the spelling; section settings: ${listOf(settings)}.`,
        );
      } else if (kind === 'string[]') {
        this.checkPlacedFields(value, keyPath, placed);
      } else if (key === 'columns' && !isWholeNumberBetween(value, 1, MAX_COLUMNS)) {
        this.problems.add(keyPath, `"columns" must be a whole number from 1 to ${MAX_COLUMNS}.`);
      } else if (key === 'width' && value !== 'full' && value !== 'half') {
        this.problems.add(keyPath, '"width" must be "full" or "half".');
      } else if (kind === 'string' && typeof value !== 'string') {
        this.problems.add(keyPath, `"${key}" must be text in double quotes.`);
      }
    }
  }

  private checkPlacedFields(names: unknown, path: JsonPath, placed: Map<string, Placement>): void {
    if (!Array.isArray(names)) {
      this.problems.add(path, 'This must be a list [...] of field names in double quotes.');
      return;
    }
    names.forEach((name, index) => {
      const itemPath = [...path, index];
      if (typeof name !== 'string') {
        this.problems.add(itemPath, 'A field name must be text in double quotes.');
      } else if (!this.fieldNames.includes(name)) {
        this.problems.add(itemPath, notAField(name));
      } else if (placed.has(name)) {
        const first = formatPath(placed.get(name)!.path, 'dotted');
        this.problems.add(
          itemPath,
          `"${name}" is already placed at ${first}. A field can be in one place only; remove one of the two.`,
        );
      } else {
        placed.set(name, { path: itemPath });
      }
    });
  }
}

/** Checks a parsed ui.json against its form's schema and what the renderer understands. */
export function checkUiFile(ui: unknown, schema: unknown, problems: FileProblems): void {
  if (!isObject(ui)) {
    problems.add([], 'A ui.json must be a group {...} of settings.');
    return;
  }
  const rootSchema = isObject(schema) ? schema : {};
  new ObjectUiChecker(problems, rootSchema, rootSchema).check(ui, [], true);
}
