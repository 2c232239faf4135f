/**
 * The worked examples of docs/editing-forms.md, applied to a copy of schemas/ with the JSON the
 * guide itself prints: a change to an example in the guide is what the tests then check, so the
 * guide cannot drift from what works.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editJson, projectRoot, translateNewTexts, writeJson } from './editedCopy';

type Json = Record<string, unknown>;
interface Section {
  title?: string;
  fields?: string[];
}

const guide = readFileSync(path.join(projectRoot, 'docs/editing-forms.md'), 'utf8');

/** The guide's text under the heading that starts with `heading`, down to the next heading of its level. */
export function guideSection(heading: string): string {
  const lines = guide.split('\n');
  const level = (line: string) => /^(#+) /.exec(line)?.[1].length ?? 0;
  const start = lines.findIndex(
    (line) => level(line) > 0 && line.replace(/^#+ /, '').startsWith(heading),
  );
  if (start < 0) throw new Error(`docs/editing-forms.md has no heading "${heading}"`);
  const end = lines.findIndex(
    (line, i) => i > start && level(line) > 0 && level(line) <= level(lines[start]),
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The ```json blocks of a part of the guide, in order. */
export function jsonBlocks(text: string): string[] {
  return [...text.matchAll(/^ *```json\n([\s\S]*?)^ *```/gm)].map((match) => match[1]);
}

/** The blocks that are whole JSON documents (not fragments to paste into one). */
function wholeDocuments(text: string): Json[] {
  return jsonBlocks(text).flatMap((block) => {
    try {
      return [JSON.parse(block) as Json];
    } catch {
      return [];
    }
  });
}

/** The end of the JSON value that starts at `from`: an object, a list, a string or a word. */
function valueEnd(text: string, from: number): number {
  if (!/[{["]/.test(text[from])) {
    const stop = text.slice(from).search(/[,\n}\]]/);
    return stop < 0 ? text.length : from + stop;
  }
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      if (!inString && depth === 0) return i + 1;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if ((char === '}' || char === ']') && --depth === 0) return i + 1;
  }
  throw new Error(`unfinished JSON value in the guide: ${text.slice(from, from + 60)}`);
}

/** The value written after `"key":` in a fragment of the guide. */
export function valueAfter(block: string, key: string): unknown {
  const at = block.indexOf(`"${key}":`);
  if (at < 0) throw new Error(`the guide's block has no "${key}":\n${block}`);
  const start = block.slice(at + key.length + 3).search(/\S/) + at + key.length + 3;
  return JSON.parse(block.slice(start, valueEnd(block, start)));
}

const orderFile = (dir: string, file: string) => path.join(dir, 'order-rx', file);
const sectionsOf = (ui: Json) => (ui['ui:options'] as { sections: Section[] }).sections;

/** 1. A checkbox added to the Mobility section, with its label in Spanish. */
export function addCheckboxExample(dir: string): void {
  const [field, placement, spanish] = jsonBlocks(guideSection('1. '));
  const key = 'orfMobilityAddonsKS';
  editJson(orderFile(dir, 'es.json'), (translations) => {
    translations[`${key}.ui:title`] = valueAfter(spanish, `${key}.ui:title`);
  });
  editJson(orderFile(dir, 'schema.json'), (schema) => {
    (schema.properties as Json)[key] = valueAfter(field, key);
  });
  editJson(orderFile(dir, 'ui.json'), (ui) => {
    const title = valueAfter(placement, 'title');
    sectionsOf(ui)
      .find((section) => section.title === title)!
      .fields!.push(key);
  });
}

/** 2 and 3: a field's settings in schema.json (and in ui.json) replaced by the guide's. */
function replaceField(dir: string, heading: string, key: string): void {
  const [field, settings] = jsonBlocks(guideSection(heading));
  editJson(orderFile(dir, 'schema.json'), (schema) => {
    (schema.properties as Json)[key] = valueAfter(field, key);
  });
  if (settings) editJson(orderFile(dir, 'ui.json'), (ui) => (ui[key] = valueAfter(settings, key)));
}

export const renameLabelExample = (dir: string) => replaceField(dir, '2. ', 'orfReferalName');
export const changeCapExample = (dir: string) => replaceField(dir, '3. ', 'orfInputFormIPQTY0');

/** 4. Referral Name made required, with a message of its own. */
export function requiredFieldExample(dir: string): void {
  const [required, message] = jsonBlocks(guideSection('4. '));
  editJson(orderFile(dir, 'schema.json'), (schema) => {
    schema.required = valueAfter(required, 'required');
  });
  editJson(orderFile(dir, 'ui.json'), (ui) => {
    ui.orfReferalName = valueAfter(message, 'orfReferalName');
  });
}

/** 5. A Signatures section after the Certification, its fields moved out of it. */
export function addSectionExample(dir: string): void {
  const [block] = jsonBlocks(guideSection('5. '));
  const [kept, added] = JSON.parse(`[${block.trim().replace(/,$/, '')}]`) as Section[];
  editJson(orderFile(dir, 'ui.json'), (ui) => {
    const sections = sectionsOf(ui);
    const at = sections.findIndex((section) => section.title === kept.title);
    // The guide shortens the Certification's description ("I certify that …"): only its fields move.
    sections[at].fields = kept.fields;
    sections.splice(at + 1, 0, added);
  });
}

/**
 * 6 to 11: the Return or Repair form, from the finished files of example 11 and the forms.json
 * entry of example 6, with the second condition of "Several conditions on one form".
 */
export function returnsFormExample(dir: string): void {
  const [entry] = wholeDocuments(guideSection('6. ')).filter((document) => 'id' in document);
  const finished = guideSection('11. ');
  const [schema, ui] = wholeDocuments(finished);
  const conditions = jsonBlocks(guideSection('Several conditions on one form'))[0];
  delete schema.if;
  delete schema.then;
  schema.allOf = valueAfter(conditions, 'allOf');
  const fields = sectionsOf(ui).find((section) => section.fields?.includes('request'))!.fields!;
  fields.splice(fields.indexOf('request') + 1, 0, 'brokenOn');

  const form = path.join(dir, entry.id as string);
  writeJson(path.join(form, 'schema.json'), schema);
  writeJson(path.join(form, 'ui.json'), ui);
  editJson(path.join(dir, 'forms.json'), (list) => {
    (list as unknown as Json[]).push(entry);
  });
}

/**
 * 13. Today's date and a box to agree, on a Call me back form: the two files of example 6's
 * step 2 in `schemas/callback/`, listed in forms.json like example 6's form.
 */
export function todayAndAgreementExample(dir: string): void {
  const example6 = wholeDocuments(guideSection('6. '));
  const [schema, ui] = example6.filter((document) => !('id' in document));
  const [entry] = example6.filter((document) => 'id' in document);
  const [fields, settings] = jsonBlocks(guideSection('13. '));
  const keys = ['requestDate', 'agree'];
  for (const key of keys) {
    (schema.properties as Json)[key] = valueAfter(fields, key);
    ui[key] = valueAfter(settings, key);
  }
  (schema.required as string[]).push('agree');
  sectionsOf(ui)
    .at(-1)!
    .fields!.push(...keys);
  writeJson(path.join(dir, 'callback', 'schema.json'), { ...schema, title: 'Call me back' });
  writeJson(path.join(dir, 'callback', 'ui.json'), ui);
  editJson(path.join(dir, 'forms.json'), (list) => {
    (list as unknown as Json[]).push({
      ...entry,
      id: 'callback',
      route: '/callback',
      title: 'Call me back',
    });
  });
}

/** Every worked example of the guide, applied to one copy of schemas/. */
export function applyGuideExamples(dir: string): void {
  addCheckboxExample(dir);
  renameLabelExample(dir);
  changeCapExample(dir);
  requiredFieldExample(dir);
  addSectionExample(dir);
  returnsFormExample(dir);
  todayAndAgreementExample(dir);
  translateNewTexts(dir);
}
