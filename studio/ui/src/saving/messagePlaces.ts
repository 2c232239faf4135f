/**
 * Where in a form a checker message belongs: the field or the section it names, read from the
 * message's file and path (schema.json paths are JSON Pointers, ui.json and es.json paths dotted).
 */
import type { CheckMessage } from '../api';

export type Place =
  { kind: 'field'; key: string } | { kind: 'section'; index: number } | { kind: 'form' };

/** The form folder a message's file is in, or undefined for forms.json and other files. */
export function formOfMessage(message: CheckMessage, formIds: string[]): string | undefined {
  const parts = message.file.split('/');
  const folder = parts.at(-2);
  return folder && formIds.includes(folder) ? folder : undefined;
}

function placeInSchema(path: string): Place {
  const field = /\/properties\/([^/]+)/.exec(path);
  return field ? { kind: 'field', key: decodeURIComponent(field[1]) } : { kind: 'form' };
}

function placeInUi(path: string): Place {
  const section = /^ui:options\.sections(?:\[|\.)(\d+)/.exec(path);
  if (section) return { kind: 'section', index: Number(section[1]) };
  const first = path.split(/[.[]/)[0];
  return first && !first.startsWith('ui:') ? { kind: 'field', key: first } : { kind: 'form' };
}

export function placeOf(message: CheckMessage): Place {
  const path = message.path ?? '';
  if (message.file.endsWith('schema.json')) return placeInSchema(path);
  if (message.file.endsWith('.json') && !message.file.endsWith('forms.json'))
    return placeInUi(path);
  return { kind: 'form' };
}

export const isAt = (message: CheckMessage, place: Place): boolean => {
  const at = placeOf(message);
  if (at.kind !== place.kind) return false;
  if (at.kind === 'field') return place.kind === 'field' && at.key === place.key;
  if (at.kind === 'section') return place.kind === 'section' && at.index === place.index;
  return true;
};
