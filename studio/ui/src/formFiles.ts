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

/** A form's schema, ui and Spanish texts, parsed: undefined while one is not valid JSON. */
export function formObjects(schemaText?: string, uiText?: string, esText?: string) {
  const schema = parsed(schemaText);
  const ui = parsed(uiText);
  const translations = parsed(esText) ?? {};
  if (schema === undefined || ui === undefined) return undefined;
  return { schema: asObject(schema), ui: asObject(ui), translations: asObject(translations) };
}
