/**
 * Sections (`ui:options.sections` of ui.json, docs/editing-forms.md example 5). A section's
 * Spanish is keyed by its number (`ui:options.sections.2.title`), so adding, removing or moving a
 * section renames the keys of the sections after it in es.json, where they stand.
 */
import {
  formFile,
  readJson,
  sectionsOf,
  SECTIONS_PATH,
  StudioEditError,
  withFile,
} from './formFiles.ts';
import { insertItem, moveItem, removeValue } from './jsonText.ts';
import { removeField } from './fieldEdits.ts';
import { setOrRemove } from './listEdits.ts';
import { renumberTranslations } from './translations.ts';
import type { SectionSettings, StudioEdit, StudioFiles } from './types.ts';

type Of<K extends StudioEdit['kind']> = Extract<StudioEdit, { kind: K }>;

const SECTION_TEXTS = 'ui:options.sections.';

function checkIndex(files: StudioFiles, form: string, index: number, count = 0): void {
  const sections = sectionsOf(readJson(files, formFile(form, 'ui'))).length + count;
  if (!Number.isInteger(index) || index < 0 || index >= sections) {
    throw new StudioEditError(`The form has no section number ${index + 1}.`);
  }
}

const sectionValue = ({ title, description, columns, width }: SectionSettings) => ({
  title,
  ...(description && { description }),
  fields: [],
  ...(columns && { columns }),
  ...(width && { width }),
});

export function addSection(
  files: StudioFiles,
  { form, index, settings }: Of<'addSection'>,
): StudioFiles {
  checkIndex(files, form, index, 1);
  const next = withFile(files, formFile(form, 'ui'), (text) =>
    insertItem(text, SECTIONS_PATH, index, sectionValue(settings)),
  );
  return renumberTranslations(next, form, SECTION_TEXTS, (n) => (n >= index ? n + 1 : n));
}

export function updateSection(
  files: StudioFiles,
  { form, index, changes }: Of<'updateSection'>,
): StudioFiles {
  checkIndex(files, form, index);
  if (changes.title !== undefined && changes.title.trim() === '') {
    throw new StudioEditError('A section needs a title.');
  }
  return withFile(files, formFile(form, 'ui'), (text) =>
    (['title', 'description', 'columns', 'width'] as const).reduce(
      (result, name) =>
        changes[name] === undefined
          ? result
          : setOrRemove(result, [...SECTIONS_PATH, index, name], changes[name]),
      text,
    ),
  );
}

/**
 * Removes a section and the fields in it, as people expect of "remove this section" (the UI asks
 * first, naming them; a field to keep is moved to another section before).
 */
export function removeSection(
  files: StudioFiles,
  { form, index }: Of<'removeSection'>,
): StudioFiles {
  checkIndex(files, form, index);
  const section = sectionsOf(readJson(files, formFile(form, 'ui')))[index]!;
  const keys = [...(section.heading ?? []), ...(section.fields ?? [])];
  const withoutFields = keys.reduce(
    (result, key) => removeField(result, { kind: 'removeField', form, key }),
    files,
  );
  const next = withFile(withoutFields, formFile(form, 'ui'), (text) =>
    removeValue(text, [...SECTIONS_PATH, index]),
  );
  return renumberTranslations(next, form, SECTION_TEXTS, (n) =>
    n === index ? undefined : n > index ? n - 1 : n,
  );
}

export function moveSection(
  files: StudioFiles,
  { form, from, to }: Of<'moveSection'>,
): StudioFiles {
  checkIndex(files, form, from);
  checkIndex(files, form, to);
  const next = withFile(files, formFile(form, 'ui'), (text) =>
    moveItem(text, SECTIONS_PATH, from, to),
  );
  const order = sectionsOf(readJson(files, formFile(form, 'ui'))).map((_, n) => n);
  order.splice(to, 0, ...order.splice(from, 1));
  return renumberTranslations(next, form, SECTION_TEXTS, (n) => order.indexOf(n));
}
