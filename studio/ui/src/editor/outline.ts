/** What the editor shows of a form, in staff's words: kinds of field, where each text is edited. */
import {
  fieldKinds,
  type FieldOutline,
  type FormOutline,
  type ReadKind,
  type SectionOutline,
} from '../../../model';

/** Every field of the form by key: in sections (and their heading lines) or not yet placed. */
export function fieldsOf(form: FormOutline): Map<string, FieldOutline> {
  const all = [...form.sections.flatMap((s) => [...s.heading, ...s.fields]), ...form.unplaced];
  return new Map(all.map((field) => [field.key, field]));
}

export type Selection =
  { kind: 'form' } | { kind: 'section'; index: number } | { kind: 'field'; key: string };

/** The words staff see for each kind of field. */
export const kindNames: Record<ReadKind, string> = {
  text: 'Short text',
  longText: 'Long text (several lines)',
  number: 'Number',
  quantity: 'Quantity (with a cap)',
  checkbox: 'Checkbox',
  choice: 'Choice list',
  date: 'Date',
  phone: 'Phone number',
  email: 'E-mail address',
  file: 'File upload',
  agreement: 'Box to agree to a text',
  signature: 'Signature',
  other: 'Other (edit in the files)',
};

/** The kinds a field can be given in the studio, as a list to choose from. */
export const kindChoices = fieldKinds.map((kind) => ({ value: kind, label: kindNames[kind] }));

/** A section's name in lists: its heading, or its number when it has none. */
export const sectionName = (section: { title?: string }, index: number) =>
  section.title || `Section ${index + 1}`;

/** The sections of a form as a list to choose from. */
export const sectionChoices = (sections: SectionOutline[]) =>
  sections.map((section) => ({ value: section.index, label: sectionName(section, section.index) }));

/** The keys of a field's texts in es.json (docs/editing-forms.md, "Texts in Spanish"). */
export const textKeys = {
  label: (key: string) => `${key}.ui:title`,
  help: (key: string) => `${key}.ui:help`,
  placeholder: (key: string) => `${key}.ui:placeholder`,
  message: (key: string, rule: string) => `${key}.ui:options.errorMessages.${rule}`,
  option: (key: string, index: number) => `${key}.oneOf.${index}.ui:title`,
  sectionTitle: (index: number) => `ui:options.sections.${index}.title`,
  sectionDescription: (index: number) => `ui:options.sections.${index}.description`,
};

/** Where a text of es.json is edited: the field or section its key belongs to. */
export function selectionOfText(key: string): Selection {
  const section = /^ui:options\.sections\.(\d+)\./.exec(key);
  if (section) return { kind: 'section', index: Number(section[1]) };
  const first = key.split('.')[0];
  return first.startsWith('ui:') ? { kind: 'form' } : { kind: 'field', key: first };
}
