import type { SectionOutline, SectionSettings } from '../../../model';
import { useEditing } from './editing';
import { NumberSetting } from './NumberSetting';
import { Problems } from './Problems';
import { TextPair } from './TextPair';
import { textKeys } from './outline';

const fieldCount = (section: SectionOutline) => section.heading.length + section.fields.length;

/** What removing the section takes with it, asked before it is done. */
function removeQuestion(section: SectionOutline): string {
  const labels = [...section.heading, ...section.fields].map((field) => field.label);
  const fields =
    labels.length === 0
      ? ''
      : ` and its ${labels.length === 1 ? 'field' : `${labels.length} fields`}: ${labels.join(', ')}`;
  return (
    `Remove the section “${section.title}”${fields}?` +
    (labels.length > 0 ? ' Their Spanish and conditions go too.' : '') +
    ' Undo (Ctrl+Z) brings it back.'
  );
}

/** A section's heading, text under it, columns and width. */
export function SectionEditor({ section }: { section: SectionOutline }) {
  const { formId, run, select } = useEditing();
  const { index } = section;
  const update = (changes: SectionSettings, merge?: string) =>
    run(
      { kind: 'updateSection', form: formId, index, changes },
      merge && `${formId}:section:${index}:${merge}`,
    );
  return (
    <section className="panel editor" aria-labelledby="editor-title">
      <h2 id="editor-title" tabIndex={-1}>
        Section: {section.title}
      </h2>
      <Problems place={{ kind: 'section', index }} />
      <TextPair
        label="Heading"
        textKey={textKeys.sectionTitle(index)}
        english={section.title}
        onEnglish={(title) => update({ title }, 'title')}
      />
      <TextPair
        label="Text printed under the heading"
        textKey={textKeys.sectionDescription(index)}
        english={section.description ?? ''}
        multiline
        onEnglish={(text) => update({ description: text === '' ? null : text }, 'description')}
      />
      <NumberSetting
        label="Columns the fields are laid out in (1 to 12)"
        value={section.columns}
        onChange={(columns) => update({ columns }, 'columns')}
      />
      <label className="check row">
        <input
          type="checkbox"
          checked={section.width === 'half'}
          onChange={(event) => update({ width: event.target.checked ? 'half' : null })}
        />
        Half width (two half sections sit side by side)
      </label>
      <div className="actions">
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (!window.confirm(removeQuestion(section))) return;
            if (run({ kind: 'removeSection', form: formId, index })) select({ kind: 'form' });
          }}
        >
          Remove this section
        </button>
        {fieldCount(section) > 0 && (
          <p className="hint">
            Its fields go with it. To keep one, move it to another section first.
          </p>
        )}
      </div>
    </section>
  );
}
