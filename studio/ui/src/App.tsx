import { useCallback, useMemo, useState } from 'react';
import type { FileTexts } from './api';
import { LabelledSelect } from './LabelledInput';
import { formFile, formObjects, listedForms } from './formFiles';
import { PreviewFrames } from './preview/PreviewFrames';
import { PdfPreview } from './preview/PdfPreview';
import { ReviewDialog } from './saving/ReviewDialog';
import { unsavedPaths } from './saving/studioStore';
import { useStudio, type SaveResult } from './saving/useStudio';
import { useUndoShortcuts } from './useShortcuts';
import { FormWorkspace } from './editor/FormWorkspace';
import { AddFormDialog } from './editor/AddFormDialog';

function saveNote(result: SaveResult): string {
  switch (result.kind) {
    case 'saved':
      return `Saved: ${result.files.join(', ')}.`;
    case 'changed-on-disk':
      return `Nothing was written: ${result.files.join(', ')} changed on disk since the studio read it. See the note at the top.`;
    case 'refused':
      return `Nothing was written: the check found ${result.messages.length} problem(s). They are shown at the fields they name.`;
    case 'failed':
      return `Nothing was written: ${result.message}`;
  }
}

/** The form's files, parsed again only when one of its own files changes. */
function useFormObjects(files: FileTexts, formId: string | undefined) {
  const textOf = (file: 'schema.json' | 'ui.json' | 'es.json') =>
    formId ? files[formFile(formId, file)] : undefined;
  const [schema, ui, es] = [textOf('schema.json'), textOf('ui.json'), textOf('es.json')];
  return useMemo(() => formObjects(schema, ui, es), [schema, ui, es]);
}

export function App() {
  const { state, store, loaded, loadProblem, messages, checked, save, takeDiskVersion } =
    useStudio();
  const { files, past, future, changedOnDisk } = state;
  const forms = useMemo(() => listedForms(files), [files]);
  const [chosen, setChosen] = useState<string>();
  const formId = chosen && forms.some((form) => form.id === chosen) ? chosen : forms[0]?.id;
  const form = forms.find((each) => each.id === formId);
  const objects = useFormObjects(files, formId);
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string>();
  const [addingForm, setAddingForm] = useState(false);
  const unsaved = unsavedPaths(state);
  const errors = messages.filter((message) => !message.warning);

  const undo = useCallback(() => store.undo(), [store]);
  const redo = useCallback(() => store.redo(), [store]);
  useUndoShortcuts(undo, redo);

  const onSave = async () => {
    setSaving(true);
    const result = await save();
    setSaving(false);
    setReviewing(false);
    setNote(saveNote(result));
  };

  if (loadProblem) {
    return <p role="alert">The studio cannot read the form files: {loadProblem}</p>;
  }
  if (!loaded) return <p>Reading the form files…</p>;
  return (
    <div className="studio">
      <header className="studio__header">
        <h1>Form studio</h1>
        <LabelledSelect
          className="studio__chooser"
          label="Form"
          value={formId ?? ''}
          choices={forms.map((each) => ({ value: each.id, label: each.title }))}
          onChoose={setChosen}
        />
        <button type="button" onClick={() => setAddingForm(true)}>
          Add a form
        </button>
        <div className="studio__history">
          {[
            { name: 'Undo', run: undo, steps: past, keys: 'Control+Z' },
            { name: 'Redo', run: redo, steps: future, keys: 'Control+Shift+Z' },
          ].map(({ name, run, steps, keys }) => (
            <button
              key={name}
              type="button"
              onClick={run}
              disabled={steps.length === 0}
              aria-keyshortcuts={keys}
            >
              {name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="primary"
          disabled={unsaved.length === 0}
          onClick={() => {
            setNote(undefined);
            setReviewing(true);
          }}
        >
          {unsaved.length === 0
            ? 'No changes to save'
            : `Review and save (${unsaved.length} ${unsaved.length === 1 ? 'file' : 'files'})`}
        </button>
      </header>
      <div className="studio__status" role="status">
        {note}
      </div>
      {changedOnDisk.length > 0 && (
        <div className="banner banner--warning" role="alert">
          <p>
            Changed outside the studio while you had unsaved changes:{' '}
            <strong>{changedOnDisk.join(', ')}</strong>. The studio will not write over it. Your
            changes are still here; to keep the version on disk instead, drop them.
          </p>
          <button type="button" onClick={() => void takeDiskVersion(changedOnDisk)}>
            Drop my changes to {changedOnDisk.length === 1 ? 'this file' : 'these files'} and load
            the version on disk
          </button>
        </div>
      )}
      {/* Its place is kept when there is nothing to say: the check's answer, which comes a moment
          after each edit, never moves the page under the pointer. */}
      <div className="studio__check">
        {errors.length > 0 ? (
          <p className="banner banner--problem">
            The check found {errors.length} {errors.length === 1 ? 'problem' : 'problems'}: saving
            is refused until {errors.length === 1 ? 'it is' : 'they are'} fixed. Each is shown at
            its field.
          </p>
        ) : (
          checked && <p className="banner banner--ok">The check finds nothing to fix.</p>
        )}
      </div>
      <main className="studio__main">
        {formId && objects ? (
          <FormWorkspace
            key={formId}
            formId={formId}
            formIds={forms.map((each) => each.id)}
            files={files}
            messages={messages}
            onEdit={(next, merge) => store.apply(next, merge)}
          />
        ) : (
          <p>Choose a form.</p>
        )}
        {formId && objects && form && (
          <aside className="studio__preview" aria-label="What people see">
            <PreviewFrames store={store} formId={formId} />
            <section aria-labelledby="pdf-title" className="pdf">
              <h2 id="pdf-title">PDF, with sample answers</h2>
              <PdfPreview
                schema={objects.schema}
                ui={objects.ui}
                title={form.title}
                paper={form.paper}
              />
            </section>
          </aside>
        )}
      </main>
      {reviewing && (
        <ReviewDialog
          changes={unsaved.map((file) => ({
            file,
            before: state.disk[file]?.text ?? '',
            after: files[file],
          }))}
          saving={saving}
          onSave={() => void onSave()}
          onClose={() => setReviewing(false)}
        />
      )}
      {addingForm && (
        <AddFormDialog
          files={files}
          onAdd={(next, id) => {
            store.apply(next);
            setChosen(id);
            setAddingForm(false);
          }}
          onClose={() => setAddingForm(false)}
        />
      )}
    </div>
  );
}
