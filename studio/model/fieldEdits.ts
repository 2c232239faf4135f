/** Adding, changing, moving and removing a field: its schema.json entry, its ui.json settings and place. */
import { fieldBranches } from '../../contract/schemaWalk.ts';
import { readConditions, setConditions } from './conditions.ts';
import { KIND_KEYS, kindShape } from './fieldKinds.ts';
import {
  asList,
  asObject,
  declarationOf,
  formFile,
  getIn,
  readJson,
  requireDeclaration,
  sectionsOf,
  SECTIONS_PATH,
  StudioEditError,
  withFile,
  type Json,
} from './formFiles.ts';
import { insertItem, moveItem, removeValue, setValue, type JsonPath } from './jsonText.ts';
import { removeFromList, setOrRemove } from './listEdits.ts';
import { setOptions } from './optionEdits.ts';
import type { FieldPlace, FieldSettings, StudioEdit, StudioFiles } from './types.ts';

type Of<K extends StudioEdit['kind']> = Extract<StudioEdit, { kind: K }>;

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** A setting already as asked (absent and removed count as the same): no text to touch. */
const unchanged = (current: unknown, value: unknown) =>
  JSON.stringify(current ?? null) === JSON.stringify(value ?? null);

/** Where `key` is placed: the section, its list (`fields` or `heading`) and the index in it. */
export function placeOf(ui: Json, key: string): JsonPath | undefined {
  for (const [index, section] of sectionsOf(ui).entries()) {
    for (const list of ['fields', 'heading'] as const) {
      const at = asList(section[list]).indexOf(key);
      if (at >= 0) return [...SECTIONS_PATH, index, list, at];
    }
  }
  return undefined;
}

function placeField(uiText: string, key: string, place: FieldPlace): string {
  const ui = JSON.parse(uiText) as Json;
  if (!sectionsOf(ui)[place.section]) {
    throw new StudioEditError(`The form has no section number ${place.section + 1}.`);
  }
  const list = [...SECTIONS_PATH, place.section, 'fields'];
  return insertItem(uiText, list, place.index ?? Infinity, key);
}

/** The field just before `key` in its section, to write new entries next to it. */
function previousField(ui: Json, key: string): string | undefined {
  const place = placeOf(ui, key);
  if (!place) return undefined;
  const index = place[place.length - 1] as number;
  return index > 0 ? (getIn(ui, [...place.slice(0, -1), index - 1]) as string) : undefined;
}

export function addField(files: StudioFiles, edit: Of<'addField'>): StudioFiles {
  const { form, key, field, place } = edit;
  if (!KEY.test(key)) {
    throw new StudioEditError(
      `A field's key is letters and digits, starting with a letter: "${key}" is not.`,
    );
  }
  const schemaPath = formFile(form, 'schema');
  if (declarationOf(readJson(files, schemaPath), key)) {
    throw new StudioEditError(`The form already has a field "${key}": choose another key.`);
  }
  let next = withFile(files, formFile(form, 'ui'), (text) => placeField(text, key, place));
  const ui = readJson(next, formFile(form, 'ui'));
  const previous = previousField(ui, key);
  const { type, ...rest } = kindShape(field.kind, field).schema;
  next = withFile(next, schemaPath, (text) => {
    const properties = asObject(JSON.parse(text).properties);
    const after = previous !== undefined && previous in properties ? previous : undefined;
    return setValue(text, ['properties', key], { type, title: field.label, ...rest }, { after });
  });
  next = followInUiOrder(next, form, key);
  const settings: FieldSettings = { ...field, label: undefined, kind: undefined };
  return updateField(
    next,
    { kind: 'updateField', form, key, changes: settings },
    field.kind,
    previous,
  );
}

/**
 * Where `key` goes in the form's `"ui:order"` (the list without it): after the nearest field
 * placed before it in the sections, or else before the nearest one after it.
 */
function uiOrderIndex(ui: Json, order: unknown[], key: string): number {
  const placed = sectionsOf(ui).flatMap((section) => [
    ...asList(section.heading),
    ...asList(section.fields),
  ]);
  const others = order.filter((item) => item !== key);
  const at = placed.indexOf(key);
  const before = placed
    .slice(0, Math.max(at, 0))
    .reverse()
    .find((item) => others.includes(item));
  if (before !== undefined) return others.indexOf(before) + 1;
  const after = placed.slice(at + 1).find((item) => others.includes(item));
  if (at >= 0 && after !== undefined) return others.indexOf(after);
  const star = others.indexOf('*');
  return star >= 0 ? star : others.length;
}

/** Keeps a form's `"ui:order"` (when it has one) in the order of its sections after `key` was placed. */
function followInUiOrder(files: StudioFiles, form: string, key: string): StudioFiles {
  const uiPath = formFile(form, 'ui');
  const ui = readJson(files, uiPath);
  const order = ui['ui:order'];
  if (!Array.isArray(order)) return files;
  const to = uiOrderIndex(ui, order, key);
  const from = order.indexOf(key);
  return withFile(files, uiPath, (text) =>
    from < 0 ? insertItem(text, ['ui:order'], to, key) : moveItem(text, ['ui:order'], from, to),
  );
}

/** Applies `changes`; `newKind` (and `previous`, to place a new ui.json entry) when adding. */
export function updateField(
  files: StudioFiles,
  edit: Of<'updateField'>,
  newKind = edit.changes.kind,
  previous?: string,
): StudioFiles {
  const { form, key, changes } = edit;
  const schemaPath = formFile(form, 'schema');
  const uiPath = formFile(form, 'ui');
  const schema = readJson(files, schemaPath);
  const declaration = requireDeclaration(schema, key);
  const ui = readJson(files, uiPath);
  const uiEntry = asObject(ui[key]);
  const uiAt = { after: previous !== undefined && previous in ui ? previous : undefined };
  const field = asObject(getIn(schema, declaration));

  let next = withFile(files, schemaPath, (text) => {
    let result = text;
    const set = (path: JsonPath, value: unknown) => {
      if (unchanged(getIn(field, path), value)) return;
      result = setOrRemove(result, [...declaration, ...path], value);
    };
    if (changes.label !== undefined && uiEntry['ui:title'] === undefined)
      set(['title'], changes.label);
    if (newKind !== undefined) {
      const shape = kindShape(newKind, changes).schema;
      for (const name of KIND_KEYS) {
        // A limit already written stays when the new kind has that limit too.
        const kept =
          (name === 'maxLength' || name === 'maximum') &&
          name in shape &&
          name in field &&
          !(name in changes);
        if (!kept) set([name], shape[name]);
      }
    } else {
      for (const limit of ['maxLength', 'maximum', 'minimum'] as const) {
        if (changes[limit] !== undefined) set([limit], changes[limit]);
      }
    }
    return result;
  });
  if (changes.required !== undefined) next = setRequired(next, form, key, changes.required);
  if (newKind === undefined && changes.options !== undefined) {
    next = setOptions(next, form, key, declaration, field, changes.options);
  }

  next = withFile(next, uiPath, (text) => {
    let result = text;
    const set = (path: JsonPath, value: unknown) => {
      if (unchanged(getIn(uiEntry, path), value)) return;
      result = setOrRemove(result, [key, ...path], value, uiAt);
    };
    if (changes.label !== undefined && uiEntry['ui:title'] !== undefined)
      set(['ui:title'], changes.label);
    if (newKind !== undefined) {
      const shape = kindShape(newKind, changes);
      set(['ui:widget'], shape.widget ?? null);
      set(['ui:field'], shape.uiField ?? null);
      for (const [option, value] of Object.entries(shape.uiOptions ?? {}))
        set(['ui:options', option], value);
    } else if (changes.choiceWidget !== undefined) set(['ui:widget'], changes.choiceWidget);
    if (changes.today !== undefined) set(['ui:options', 'default'], changes.today ? 'today' : null);
    if (changes.help !== undefined) set(['ui:help'], changes.help);
    if (changes.placeholder !== undefined) set(['ui:placeholder'], changes.placeholder);
    for (const [rule, message] of Object.entries(changes.messages ?? {})) {
      set(['ui:options', 'errorMessages', rule], message);
    }
    return result;
  });
  return next;
}

/** Adds `key` to (or removes it from) the `required` list beside its declaration. */
function setRequired(
  files: StudioFiles,
  form: string,
  key: string,
  required: boolean,
): StudioFiles {
  const path = formFile(form, 'schema');
  const schema = readJson(files, path);
  const listPath = [...requireDeclaration(schema, key).slice(0, -2), 'required'];
  const list = asList(getIn(schema, listPath));
  if (required === list.includes(key)) return files;
  return withFile(files, path, (text) =>
    required ? insertItem(text, listPath, list.length, key) : removeFromList(text, listPath, key),
  );
}

/** Conditions without `key`: those testing it go, and it is no longer shown by the others. */
function withoutInConditions(files: StudioFiles, form: string, key: string): StudioFiles {
  const { conditions } = readConditions(readJson(files, formFile(form, 'schema')));
  const remaining = conditions
    .filter((condition) => condition.when.field !== key)
    .map((condition) => ({
      ...condition,
      show: condition.show.filter((shown) => shown !== key),
      required: condition.required.filter((shown) => shown !== key),
    }))
    .filter((condition) => condition.show.length > 0);
  const changed = JSON.stringify(remaining) !== JSON.stringify(conditions);
  return changed ? setConditions(files, form, remaining) : files;
}

export function removeField(files: StudioFiles, { form, key }: Of<'removeField'>): StudioFiles {
  const schemaPath = formFile(form, 'schema');
  requireDeclaration(readJson(files, schemaPath), key);
  files = withoutInConditions(files, form, key);
  const schema = readJson(files, schemaPath);
  const declaration = requireDeclaration(schema, key);
  const requiredLists = [[], ...fieldBranches(schema).map((branch) => branch.path)].map(
    (path): JsonPath => [...path, 'required'],
  );
  let next = withFile(files, schemaPath, (text) => {
    const withoutRequired = requiredLists.reduce(
      (result, list) => removeFromList(result, list, key),
      text,
    );
    return removeValue(withoutRequired, declaration);
  });
  next = withFile(next, formFile(form, 'ui'), (text) => {
    const place = placeOf(JSON.parse(text) as Json, key);
    const unplaced = place ? removeValue(text, place) : text;
    return removeFromList(removeValue(unplaced, [key]), ['ui:order'], key);
  });
  return next;
}

export function moveField(files: StudioFiles, { form, key, to }: Of<'moveField'>): StudioFiles {
  requireDeclaration(readJson(files, formFile(form, 'schema')), key);
  const moved = withFile(files, formFile(form, 'ui'), (text) => {
    const place = placeOf(JSON.parse(text) as Json, key);
    return placeField(place ? removeValue(text, place) : text, key, to);
  });
  return followInUiOrder(moved, form, key);
}
