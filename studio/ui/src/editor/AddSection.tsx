import { useState, type FormEvent } from 'react';
import type { SectionOutline } from '../../../model';
import { useEditing } from './editing';
import { FormActions } from './FormActions';

/** A new section: its heading and where it goes among the others. */
export function AddSection({ sections, onDone }: { sections: SectionOutline[]; onDone(): void }) {
  const { formId, run, select } = useEditing();
  const [title, setTitle] = useState('');
  const [after, setAfter] = useState(sections.length - 1);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const index = after + 1;
    if (run({ kind: 'addSection', form: formId, index, settings: { title } })) {
      select({ kind: 'section', index });
      onDone();
    }
  };
  return (
    <form className="panel editor" aria-labelledby="add-section-title" onSubmit={add}>
      <h2 id="add-section-title">Add a section</h2>
      <div className="row">
        <label htmlFor="new-section-title">Heading</label>
        <input
          id="new-section-title"
          value={title}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="row">
        <label htmlFor="new-section-after">Place it after</label>
        <select
          id="new-section-after"
          value={after}
          onChange={(e) => setAfter(Number(e.target.value))}
        >
          <option value={-1}>(first, before every section)</option>
          {sections.map((section) => (
            <option key={section.index} value={section.index}>
              {section.title || `Section ${section.index + 1}`}
            </option>
          ))}
        </select>
      </div>
      <p className="hint">Then move fields into it with their arrows, or by dragging them.</p>
      <FormActions submit="Add the section" onCancel={onDone} />
    </form>
  );
}
