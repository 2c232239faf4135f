import { useState, type FormEvent } from 'react';
import { fieldKinds, type FieldKind, type SectionOutline } from '../../../model';
import { useEditing } from './editing';
import { FormActions } from './FormActions';
import { kindNames } from './outline';

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
  const add = (event: FormEvent) => {
    event.preventDefault();
    const added = run({
      kind: 'addField',
      form: formId,
      key: shownKey,
      field: { label, kind },
      place: { section },
    });
    if (added) {
      select({ kind: 'field', key: shownKey });
      onDone();
    }
  };
  return (
    <form className="panel editor" aria-labelledby="add-field-title" onSubmit={add}>
      <h2 id="add-field-title">Add a field</h2>
      <div className="row">
        <label htmlFor="new-field-label">Label (what people read)</label>
        <input
          id="new-field-label"
          value={label}
          required
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <div className="row">
        <label htmlFor="new-field-key">Name it is stored and sent under</label>
        <input
          id="new-field-key"
          value={shownKey}
          required
          pattern="[A-Za-z][A-Za-z0-9]*"
          aria-describedby="new-field-key-hint"
          onChange={(e) => setKey(e.target.value)}
        />
        <p className="hint" id="new-field-key-hint">
          Letters and digits only. It cannot be changed later: the systems receiving the forms use
          it.
        </p>
      </div>
      <div className="row">
        <label htmlFor="new-field-kind">Kind of field</label>
        <select
          id="new-field-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as FieldKind)}
        >
          {fieldKinds.map((each) => (
            <option key={each} value={each}>
              {kindNames[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <label htmlFor="new-field-section">In the section</label>
        <select
          id="new-field-section"
          value={section}
          onChange={(e) => setSection(Number(e.target.value))}
        >
          {sections.map((each) => (
            <option key={each.index} value={each.index}>
              {each.title}
            </option>
          ))}
        </select>
      </div>
      <FormActions submit="Add the field" onCancel={onDone} />
    </form>
  );
}
