import { useState } from 'react';
import type { SectionOutline } from '../../../model';
import { useEditing } from './editing';
import { AddPanel } from './AddPanel';
import { sectionChoices } from './outline';
import { LabelledInput, LabelledSelect } from '../LabelledInput';

/** A new section: its heading and where it goes among the others. */
export function AddSection({ sections, onDone }: { sections: SectionOutline[]; onDone(): void }) {
  const { formId, run, select } = useEditing();
  const [title, setTitle] = useState('');
  const [after, setAfter] = useState(sections.length - 1);
  const add = () => {
    const index = after + 1;
    if (run({ kind: 'addSection', form: formId, index, settings: { title } })) {
      select({ kind: 'section', index });
      onDone();
    }
  };
  return (
    <AddPanel title="Add a section" submit="Add the section" onAdd={add} onCancel={onDone}>
      <LabelledInput
        label="Heading"
        value={title}
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <LabelledSelect
        label="Place it after"
        value={after}
        choices={[
          { value: -1, label: '(first, before every section)' },
          ...sectionChoices(sections),
        ]}
        onChoose={setAfter}
      />
      <p className="hint">Then move fields into it with their arrows, or by dragging them.</p>
    </AddPanel>
  );
}
