/**
 * What the studio edits: the texts of the schemas folder, and the edits a person makes to them.
 * Plain data, so the same edit can be applied in the browser, in a test and (replayed) anywhere.
 */
import type { Paper } from '../../contract/catalog.ts';

/** Path relative to the schemas folder (`forms.json`, `order-rx/schema.json`) → its text. */
export type StudioFiles = Record<string, string>;

/** The kinds of field the guide teaches (docs/editing-forms.md, examples 1 to 13). */
export const fieldKinds = [
  'text',
  'longText',
  'number',
  'quantity',
  'checkbox',
  'choice',
  'date',
  'phone',
  'email',
  'file',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** What `readForm` reports for a field the studio shows but does not edit (groups, rows, …). */
export type ReadKind = FieldKind | 'agreement' | 'signature' | 'other';

export interface ChoiceOption {
  /** What is sent (`const`). */
  value: string;
  /** What people see (`title`). */
  label: string;
}

/** How a choice list is shown. */
export type ChoiceWidget = 'radio' | 'select';

/** Settings of a field; in an update, `null` removes a setting, absent leaves it as it is. */
export interface FieldSettings {
  label?: string;
  help?: string | null;
  placeholder?: string | null;
  required?: boolean;
  kind?: FieldKind;
  /** For `choice`: radio buttons or a dropdown. */
  choiceWidget?: ChoiceWidget;
  /** For `choice`: the options, in order. */
  options?: ChoiceOption[];
  /** For `date`: the box starts at today's date. */
  today?: boolean;
  maxLength?: number | null;
  maximum?: number | null;
  minimum?: number | null;
  /** Messages by rule (`required`, `maxLength`, `maximum`, `pattern`, …); `null` removes one. */
  messages?: Record<string, string | null>;
}

/** Where a field goes: a section (by its index in `ui:options.sections`) and a place in it. */
export interface FieldPlace {
  section: number;
  /** Index in the section's `fields`; the end when absent. */
  index?: number;
}

export interface SectionSettings {
  title?: string;
  description?: string | null;
  columns?: number | null;
  width?: 'full' | 'half' | null;
}

/** "Show these fields when ‹field› is ‹value›" (one `if`/`then` of the form). */
export interface Condition {
  when: { field: string; value: string | number | boolean };
  /** The fields shown (declared in the condition's `then`). */
  show: string[];
  /** Of those, the ones that must be filled in when shown. */
  required: string[];
}

export interface NewForm {
  id: string;
  route: string;
  title: string;
  /** `email`, `none`, or a path on the e-mail API. */
  sendTo: string;
  emailTo?: string;
  paper?: Paper;
  description?: string;
}

export type StudioEdit =
  | {
      kind: 'addField';
      form: string;
      /** The field's key: the name its answer is stored and sent under. */
      key: string;
      field: FieldSettings & { label: string; kind: FieldKind };
      place: FieldPlace;
    }
  | { kind: 'updateField'; form: string; key: string; changes: FieldSettings }
  | { kind: 'removeField'; form: string; key: string }
  | { kind: 'moveField'; form: string; key: string; to: FieldPlace }
  | {
      kind: 'addSection';
      form: string;
      index: number;
      settings: SectionSettings & { title: string };
    }
  | { kind: 'updateSection'; form: string; index: number; changes: SectionSettings }
  | { kind: 'removeSection'; form: string; index: number }
  | { kind: 'moveSection'; form: string; from: number; to: number }
  | { kind: 'setConditions'; form: string; conditions: Condition[] }
  | { kind: 'setTranslation'; form: string; key: string; es: string }
  | { kind: 'addForm'; form: NewForm }
  | { kind: 'batch'; edits: StudioEdit[] };
