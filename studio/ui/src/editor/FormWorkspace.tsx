import { useEffect, useMemo, useRef, useState } from 'react';
import {
  applyEdit,
  missingTranslations,
  readForm,
  StudioEditError,
  type FormOutline,
  type StudioEdit,
} from '../../../model';
import type { CheckMessage, FileTexts } from '../api';
import { formOfMessage } from '../saving/messagePlaces';
import { formFile } from '../formFiles';
import { AddField } from './AddField';
import { AddSection } from './AddSection';
import { ConditionsEditor } from './ConditionsEditor';
import { EditingContext, type Editing } from './editing';
import { FieldEditor } from './FieldEditor';
import { shownWhen } from './shownWhen';
import { FormTree } from './FormTree';
import { MissingSpanish } from './MissingSpanish';
import { Problems } from './Problems';
import { SectionEditor } from './SectionEditor';
import { SpanishOnly } from './SpanishOnly';
import { fieldsOf, type Selection } from './outline';

interface Props {
  formId: string;
  formIds: string[];
  files: FileTexts;
  messages: CheckMessage[];
  onEdit(files: FileTexts, merge?: string): void;
}

type Adding = 'field' | 'section' | undefined;

function parsedSpanish(text: string | undefined): Editing['spanish'] {
  try {
    return text ? (JSON.parse(text) as Editing['spanish']) : {};
  } catch {
    return {};
  }
}

function readOutline(files: FileTexts, formId: string): FormOutline | Error {
  try {
    return readForm(files, formId);
  } catch (error) {
    return error as Error;
  }
}

/** One form: its tree, the editor of what is chosen in it, and what still needs Spanish. */
export function FormWorkspace({ formId, formIds, files, messages, onEdit }: Props) {
  const outline = useMemo(() => readOutline(files, formId), [files, formId]);
  const [selection, setSelection] = useState<Selection>({ kind: 'form' });
  const [adding, setAdding] = useState<Adding>();
  const [problem, setProblem] = useState<string>();
  // After a choice in the tree (or a new field, section or a removal), the focus goes to what
  // was chosen: its Spanish box when a missing text was chosen, else the editor's heading, so
  // that a keyboard user need not Tab past every row of the tree (300 stops on the order form).
  const editor = useRef<HTMLDivElement>(null);
  const focusAfterSelect = useRef<{ text?: string }>(undefined);
  useEffect(() => {
    const chosen = focusAfterSelect.current;
    if (!chosen) return;
    focusAfterSelect.current = undefined;
    const target = chosen.text
      ? document.getElementById(`es-${chosen.text}`)
      : editor.current?.querySelector('h2');
    target?.focus();
  });
  const esText = files[formFile(formId, 'es.json')];
  const missing = useMemo(() => {
    try {
      return missingTranslations(files, formId);
    } catch {
      return [];
    }
  }, [files, formId]);
  const formMessages = useMemo(
    () => messages.filter((message) => formOfMessage(message, formIds) === formId),
    [messages, formIds, formId],
  );

  const editing: Editing = {
    formId,
    spanish: useMemo(() => parsedSpanish(esText), [esText]),
    missing: useMemo(() => new Set(missing.map((text) => text.key)), [missing]),
    messages: formMessages,
    run(edit: StudioEdit, merge?: string) {
      try {
        onEdit(applyEdit(files, edit), merge);
        setProblem(undefined);
        return true;
      } catch (error) {
        if (!(error instanceof StudioEditError)) throw error;
        setProblem(error.message);
        return false;
      }
    },
    select(next, text) {
      setAdding(undefined);
      setSelection(next);
      focusAfterSelect.current = { text };
    },
  };

  if (outline instanceof Error) {
    return (
      <div className="panel" role="alert">
        The studio cannot read this form&apos;s files as they are: {outline.message}. Undo the last
        change, or fix the file in a text editor.
      </div>
    );
  }
  const field = selection.kind === 'field' ? fieldsOf(outline).get(selection.key) : undefined;
  const section = selection.kind === 'section' ? outline.sections[selection.index] : undefined;
  return (
    <EditingContext.Provider value={editing}>
      <div className="studio__tree">
        <FormTree
          form={outline}
          selection={selection}
          onAddField={() => setAdding('field')}
          onAddSection={() => setAdding('section')}
        />
      </div>
      <div className="studio__editor" ref={editor}>
        {problem && (
          <p className="banner banner--problem" role="alert">
            That change was not made: {problem}
          </p>
        )}
        {adding === 'field' && (
          <AddField sections={outline.sections} onDone={() => setAdding(undefined)} />
        )}
        {adding === 'section' && (
          <AddSection sections={outline.sections} onDone={() => setAdding(undefined)} />
        )}
        {!adding && field && (
          <FieldEditor key={field.key} field={field} shownWhen={shownWhen(outline, field)} />
        )}
        {!adding && section && <SectionEditor key={section.index} section={section} />}
        {!adding && !field && !section && (
          <>
            <section className="panel" aria-labelledby="form-title">
              <h2 id="form-title" tabIndex={-1}>
                {outline.title}
              </h2>
              <Problems place={{ kind: 'form' }} />
              <SpanishOnly title="Texts of the whole form" texts={outline.texts} />
            </section>
            <ConditionsEditor form={outline} />
          </>
        )}
        <MissingSpanish missing={missing} />
      </div>
    </EditingContext.Provider>
  );
}
