import { useEffect, useRef } from 'react';
import { lineDiff, withContext } from './lineDiff';

interface Props {
  /** Each changed file: the text on disk (empty for a new file) and the text to write. */
  changes: { file: string; before: string; after: string }[];
  saving: boolean;
  onSave(): void;
  onClose(): void;
}

function FileDiff({ file, before, after }: Props['changes'][number]) {
  const lines = withContext(lineDiff(before, after));
  return (
    <section className="diff" aria-label={`Changes to ${file}`}>
      <h3>
        {file} {before === '' && <span className="diff__new">(new file)</span>}
      </h3>
      <pre>
        {lines.map((line, index) =>
          line === null ? (
            <span key={index} className="diff__gap">
              …{'\n'}
            </span>
          ) : (
            <span key={index} className={`diff__${line.kind}`}>
              <span className="visually-hidden">
                {line.kind === 'added' ? 'added: ' : line.kind === 'removed' ? 'removed: ' : ''}
              </span>
              <span aria-hidden="true">
                {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
              </span>
              {line.text}
              {'\n'}
            </span>
          ),
        )}
      </pre>
    </section>
  );
}

/** What a save would write, file by file, shown before anything is written. */
export function ReviewDialog({ changes, saving, onSave, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="review" aria-labelledby="review-title" onClose={onClose}>
      <h2 id="review-title">Review the changes before saving</h2>
      <p>
        Lines marked <strong>+</strong> are added, lines marked <strong>-</strong> are removed.
        Nothing is written until you press Save.
      </p>
      {changes.map((change) => (
        <FileDiff key={change.file} {...change} />
      ))}
      <div className="review__actions">
        <button type="button" className="primary" onClick={onSave} disabled={saving}>
          {saving
            ? 'Saving…'
            : `Save ${changes.length === 1 ? 'this file' : `these ${changes.length} files`}`}
        </button>
        <button type="button" onClick={onClose}>
          Keep editing
        </button>
      </div>
    </dialog>
  );
}
