/** A form's files among the studio's texts, parsed for the preview and the form list. */
import type { FileTexts } from './api';
import type { Paper } from '../../../contract/catalog';

export interface ListedForm {
  id: string;
  title: string;
  route: string;
  paper?: Paper;
}

export const FORMS_LIST = 'forms.json';

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The forms of forms.json, or none while it is not readable JSON. */
export function listedForms(files: FileTexts): ListedForm[] {
  const list = parsed(files[FORMS_LIST]);
  return Array.isArray(list)
    ? list
        .map(asObject)
        .filter(
          (entry): entry is Record<string, unknown> & ListedForm => typeof entry.id === 'string',
        )
    : [];
}

export const formFile = (formId: string, file: 'schema.json' | 'ui.json' | 'es.json') =>
  `${formId}/${file}`;

export interface FormObjects {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  translations: Record<string, unknown>;
}

/** The last texts parsed, and what they gave: the preview and the PDF read the same edit. */
let last: { texts: (string | undefined)[]; objects?: FormObjects } = { texts: [] };

/**
 * A form's schema, ui and Spanish texts, parsed: undefined while one is not valid JSON. The
 * objects are shared by whoever asks for the same texts: never change them.
 */
export function formObjects(...texts: [schema?: string, ui?: string, es?: string]) {
  if (texts.length === last.texts.length && texts.every((text, i) => text === last.texts[i])) {
    return last.objects;
  }
  const [schema, ui, translations] = texts.map(parsed);
  const objects =
    schema === undefined || ui === undefined
      ? undefined
      : { schema: asObject(schema), ui: asObject(ui), translations: asObject(translations ?? {}) };
  last = { texts, objects };
  return objects;
}
