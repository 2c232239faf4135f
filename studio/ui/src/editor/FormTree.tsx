import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { FieldPlace, FormOutline, SectionOutline } from '../../../model';
import { useEditing } from './editing';
import { isAt } from '../saving/messagePlaces';
import { kindNames, sectionChoices, sectionName, type Selection } from './outline';

interface Props {
  form: FormOutline;
  selection: Selection;
  onAddField(): void;
  onAddSection(): void;
}

type Dragged = { kind: 'field'; key: string } | { kind: 'section'; index: number };

/** Fields in no section (their section was removed): each can be put into one. */
function Unplaced({
  fields,
  sections,
}: {
  fields: FormOutline['unplaced'];
  sections: SectionOutline[];
}) {
  const { formId, run, select } = useEditing();
  return (
    <section aria-labelledby="unplaced-title" className="tree__unplaced">
      <h3 id="unplaced-title">In no section yet</h3>
      <ul>
        {fields.map((field) => (
          <li key={field.key}>
            <button
              type="button"
              className="link"
              onClick={() => select({ kind: 'field', key: field.key })}
            >
              {field.label}
            </button>
            <select
              aria-label={`Put ${field.label} in the section`}
              value=""
              onChange={(event) =>
                run({
                  kind: 'moveField',
                  form: formId,
                  key: field.key,
                  to: { section: Number(event.target.value) },
                })
              }
            >
              <option value="">Put it in…</option>
              {sectionChoices(sections).map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}

const same = (a: Selection, b: Selection) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's sections and their fields, in order. Each can be chosen to edit, moved with its
 * Move up / Move down buttons (keyboard) or dragged to its new place (mouse, touch pad).
 */
export function FormTree({ form, selection, onAddField, onAddSection }: Props) {
  const { formId, messages, run, select } = useEditing();
  const [dragged, setDragged] = useState<Dragged>();
  const [over, setOver] = useState<string>();
  // A moved row is a new place in the page: the focus goes back to the button that moved it.
  const refocus = useRef<string>(undefined);
  const tree = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const button = tree.current?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.current}"]`,
    );
    refocus.current = undefined;
    if (button && !button.disabled) button.focus();
  });
  const { sections } = form;

  const moveField = (key: string, to: FieldPlace, focus?: string) => {
    refocus.current = focus;
    run({ kind: 'moveField', form: formId, key, to });
  };
  const moveSection = (from: number, to: number, focus?: string) => {
    refocus.current = focus;
    run({ kind: 'moveSection', form: formId, from, to });
  };

  const dropOnField = (event: DragEvent, section: number, index: number) => {
    event.preventDefault();
    setOver(undefined);
    if (dragged?.kind !== 'field') return;
    const from = sections.findIndex((each) => each.fields.some((f) => f.key === dragged.key));
    const at =
      from === section ? sections[from].fields.findIndex((f) => f.key === dragged.key) : -1;
    moveField(dragged.key, { section, index: at >= 0 && at < index ? index - 1 : index });
  };
  const dropOnSection = (event: DragEvent, index: number) => {
    event.preventDefault();
    setOver(undefined);
    if (dragged?.kind === 'section' && dragged.index !== index) moveSection(dragged.index, index);
    if (dragged?.kind === 'field') moveField(dragged.key, { section: index });
  };
  const dragProps = (what: Dragged, id: string) => ({
    draggable: true,
    'data-dragging': dragged && JSON.stringify(dragged) === JSON.stringify(what),
    'data-drop': over === id,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      setDragged(what);
    },
    onDragEnd: () => {
      setDragged(undefined);
      setOver(undefined);
    },
    onDragOver: (event: DragEvent) => {
      if (!dragged || (what.kind === 'field' && dragged.kind === 'section')) return;
      event.preventDefault();
      setOver(id);
    },
  });

  return (
    <nav className="panel tree" aria-labelledby="tree-title" ref={tree}>
      <h2 id="tree-title">Sections and fields</h2>
      <p className="hint">Drag a row, or use its arrows, to move it.</p>
      <button
        type="button"
        className={`tree__select${selection.kind === 'form' ? ' is-current' : ''}`}
        aria-current={selection.kind === 'form'}
        onClick={() => select({ kind: 'form' })}
      >
        The whole form (conditions, Spanish)
      </button>
      <ol>
        {sections.map((section, s) => {
          const name = sectionName(section, s);
          const sectionSelection: Selection = { kind: 'section', index: s };
          const sectionProblem = messages.some((m) => isAt(m, { kind: 'section', index: s }));
          return (
            <li key={s} className="tree__section">
              <div
                className="tree__section-head tree__item"
                {...dragProps({ kind: 'section', index: s }, `section-${s}`)}
                onDrop={(event) => dropOnSection(event, s)}
              >
                <button
                  type="button"
                  className="tree__select"
                  aria-current={same(selection, sectionSelection)}
                  onClick={() => select(sectionSelection)}
                >
                  {name}
                  {sectionProblem && <span className="tree__problem"> (problem)</span>}
                </button>
                <span className="tree__moves">
                  <button
                    type="button"
                    data-move={`section-${s}-up`}
                    aria-label={`Move section ${name} up`}
                    disabled={s === 0}
                    onClick={() => moveSection(s, s - 1, `section-${s - 1}-up`)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    data-move={`section-${s}-down`}
                    aria-label={`Move section ${name} down`}
                    disabled={s === sections.length - 1}
                    onClick={() => moveSection(s, s + 1, `section-${s + 1}-down`)}
                  >
                    ↓
                  </button>
                </span>
              </div>
              <ol aria-label={`Fields of ${name}`}>
                {section.fields.map((field, f) => {
                  const label = field.label;
                  const fieldSelection: Selection = { kind: 'field', key: field.key };
                  const problem = messages.some((m) => isAt(m, fieldSelection));
                  const last = s === sections.length - 1 && f === section.fields.length - 1;
                  return (
                    <li
                      key={field.key}
                      className="tree__item"
                      {...dragProps(fieldSelection, `field-${field.key}`)}
                      onDrop={(event) => dropOnField(event, s, f)}
                    >
                      <button
                        type="button"
                        className="tree__select"
                        aria-current={same(selection, fieldSelection)}
                        onClick={() => select(fieldSelection)}
                      >
                        {label} <span className="tree__kind">· {kindNames[field.kind]}</span>
                        {problem && <span className="tree__problem"> (problem)</span>}
                      </button>
                      <span className="tree__moves">
                        <button
                          type="button"
                          data-move={`${field.key}-up`}
                          aria-label={`Move ${label} up`}
                          disabled={s === 0 && f === 0}
                          onClick={() =>
                            moveField(
                              field.key,
                              f > 0 ? { section: s, index: f - 1 } : { section: s - 1 },
                              `${field.key}-up`,
                            )
                          }
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          data-move={`${field.key}-down`}
                          aria-label={`Move ${label} down`}
                          disabled={last}
                          onClick={() =>
                            moveField(
                              field.key,
                              f < section.fields.length - 1
                                ? { section: s, index: f + 1 }
                                : { section: s + 1, index: 0 },
                              `${field.key}-down`,
                            )
                          }
                        >
                          ↓
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
      {form.unplaced.length > 0 && <Unplaced fields={form.unplaced} sections={sections} />}
      <div className="actions">
        <button type="button" onClick={onAddField} disabled={sections.length === 0}>
          Add a field
        </button>
        <button type="button" onClick={onAddSection}>
          Add a section
        </button>
      </div>
    </nav>
  );
}
