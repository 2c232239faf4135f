import { fieldOptionKeys, widgetOptionKeys } from '../../src/forms/registryNames.ts';
import type { JsonPath } from './jsonLocations.ts';
import type { FileProblems } from './problems.ts';
import { isObject, type JsonObject } from './schemaRules.ts';
import {
  allFields,
  fieldBranches,
  isRequiredSomewhere,
  resolveRef,
} from '../../contract/schemaWalk.ts';
import { didYouMean } from './suggest.ts';
import { FieldOptionsChecker, type FieldFacts } from './uiFieldOptions.ts';
import { LayoutChecker } from './uiLayoutRules.ts';
import {
  ARRAY_OPTIONS,
  ARRAY_SETTINGS,
  checkSettingName,
  FIELD_SETTINGS,
  listOf,
  notAField,
  ROOT_SETTINGS,
} from './uiVocabulary.ts';

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

/** Checks one object level of ui.json (the top, or an object field) against its schema. */
class ObjectUiChecker implements FieldFacts {
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
    const layout = new LayoutChecker(this.problems, this.fieldNames);
    for (const [key, value] of Object.entries(ui)) {
      const keyPath = [...path, key];
      if (key === 'ui:options') layout.checkObjectOptions(value, keyPath, isRoot);
      else if (key === 'ui:order') this.checkOrder(value, keyPath);
      else if (key.startsWith('ui:')) {
        checkSettingName(this.problems, key, allowedSettings, keyPath);
      } else if (this.fieldNames.includes(key)) this.checkField(key, value, keyPath);
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

  fieldSchema(name: string): JsonObject {
    const field = this.fields.get(name);
    return field ? resolveRef(field, this.root) : {};
  }

  /** Whether the field has `rule` itself or in a condition ("a typed name needs the box ticked"). */
  hasRule(name: string, rule: string): boolean {
    if (rule in this.fieldSchema(name)) return true;
    return fieldBranches(this.schema).some(({ schema }) => {
      const field = isObject(schema.properties) ? schema.properties[name] : undefined;
      return isObject(field) && rule in field;
    });
  }

  isRequired(name: string): boolean {
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
        if (key !== 'ui:options') checkSettingName(this.problems, key, allowed, [...path, key]);
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
      new FieldOptionsChecker(this.problems, this).check(
        name,
        ui['ui:options'],
        [...path, 'ui:options'],
        { widget, field, listOptions },
      );
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
