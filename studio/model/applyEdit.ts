/**
 * `applyEdit(files, edit)`: the files after one studio edit. Pure: the files given are not
 * changed, so undo is keeping the previous files, and gives them back byte for byte.
 */
import { addForm } from './addForm.ts';
import { setConditions } from './conditions.ts';
import { addField, moveField, removeField, updateField } from './fieldEdits.ts';
import { addSection, moveSection, removeSection, updateSection } from './sectionEdits.ts';
import { dropGoneTranslations, setTranslation } from './translations.ts';
import type { StudioEdit, StudioFiles } from './types.ts';

function applyOne(files: StudioFiles, edit: StudioEdit): StudioFiles {
  switch (edit.kind) {
    case 'addField':
      return addField(files, edit);
    case 'updateField':
      return updateField(files, edit);
    case 'removeField':
      return removeField(files, edit);
    case 'moveField':
      return moveField(files, edit);
    case 'addSection':
      return addSection(files, edit);
    case 'updateSection':
      return updateSection(files, edit);
    case 'removeSection':
      return removeSection(files, edit);
    case 'moveSection':
      return moveSection(files, edit);
    case 'setConditions':
      return setConditions(files, edit.form, edit.conditions);
    case 'setTranslation':
      return setTranslation(files, edit.form, edit.key, edit.es);
    case 'addForm':
      return addForm(files, edit.form);
    case 'batch':
      return edit.edits.reduce(applyEdit, files);
  }
}

/** The form an edit changes, whose Spanish then follows it. */
const formOf = (edit: StudioEdit): string | undefined =>
  edit.kind === 'batch' || edit.kind === 'addForm' || edit.kind === 'setTranslation'
    ? undefined
    : edit.form;

/**
 * Applies one edit. Throws `StudioEditError` (with words for the person) when the edit cannot be
 * made; the files given are then unchanged.
 */
export function applyEdit(files: StudioFiles, edit: StudioEdit): StudioFiles {
  const next = applyOne(files, edit);
  const form = formOf(edit);
  return form === undefined ? next : dropGoneTranslations(next, form);
}
