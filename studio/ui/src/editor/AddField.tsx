import { useState } from 'react';
import type { FieldKind, SectionOutline } from '../../../model';
import { useEditing } from './editing';
import { AddPanel } from './AddPanel';
import { kindChoices, sectionChoices } from './outline';
import { LabelledInput, LabelledSelect } from '../LabelledInput';

/** A name for the answer from its label: `Knee Scooter` → `kneeScooter`. */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** A new field: its label, its kind, the name it is sent under, and the section it goes in. */
export function AddField({ sections, onDone }: { sections: SectionOutline[]; onDone(): void }) {
  const { formId, run, select } = useEditing();
  const [label, setLabel] = useState('');
  const [key, setKey] = useState<string>();
  const [kind, setKind] = useState<FieldKind>('checkbox');
  const [section, setSection] = useState(sections.length - 1);
  const shownKey = key ?? keyFromLabel(label);
  const add = () => {
    const field = { label, kind };
    if (run({ kind: 'addField', form: formId, key: shownKey, field, place: { section } })) {
      select({ kind: 'field', key: shownKey });
      onDone();
    }
  };
  return (
    <AddPanel title="Add a field" submit="Add the field" onAdd={add} onCancel={onDone}>
      <LabelledInput
        label="Label (what people read)"
        value={label}
        required
        onChange={(e) => setLabel(e.target.value)}
      />
      <LabelledInput
        label="Name it is stored and sent under"
        value={shownKey}
        required
        pattern="[A-Za-z][A-Za-z0-9]*"
        hint="Letters and digits only. It cannot be changed later: the systems receiving the forms use it."
        onChange={(e) => setKey(e.target.value)}
      />
      <LabelledSelect label="Kind of field" value={kind} choices={kindChoices} onChoose={setKind} />
      <LabelledSelect
        label="In the section"
        value={section}
        choices={sectionChoices(sections)}
        onChoose={setSection}
      />
    </AddPanel>
  );
}
