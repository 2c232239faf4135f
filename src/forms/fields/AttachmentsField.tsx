import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import {
  acceptAttribute,
  filterFiles,
  formatFileSize,
  useAttachments,
  useMissingAttachments,
  type AttachmentsStore,
  type RejectedFile,
} from '../../lib/files';
import { attachmentLimits } from '../../../contract/files';
import { fillIn } from '../../../contract/languages';
import { useWords } from '../../lib/i18n/useWords';
import { useFirstScreen } from '../../lib/renderMode';
import './AttachmentsField.css';

/** What the page passes as rjsf `formContext`; files stay out of the form data. */
export interface AttachmentsFormContext {
  attachments?: AttachmentsStore;
}

/** The picker looks like a button, so Enter must open it as Space does (Chromium ignores Enter). */
function openOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}

function RejectedList({ rejected }: { rejected: RejectedFile[] }) {
  const { form } = useWords();
  if (rejected.length === 0) return null;
  return (
    <>
      <p className="rx-attachments__rejected-title">
        {rejected.length === 1 ? form.fileNotAdded : form.filesNotAdded}
      </p>
      <ul>
        {rejected.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            {file.name}: {file.reason}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The attachments picker (`ui:field: "attachments"`): a new selection replaces the earlier one,
 * files over the limits or whose content is not of their type are named with the reason, kept
 * files can be removed one by one. The files live in `formContext.attachments`; the picker and
 * buttons are left out of the PDF.
 */
export function AttachmentsField({
  schema,
  uiSchema,
  registry,
  fieldPathId,
  disabled,
  readonly,
}: FieldProps) {
  const store = (registry.formContext as AttachmentsFormContext | undefined)?.attachments;
  const files = useAttachments(store);
  const missing = useMissingAttachments(store);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const { form } = useWords();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const latestPick = useRef(0);
  const options = getUiOptions(uiSchema);
  const limits = attachmentLimits(options);
  const id = fieldPathId.$id;
  const title = options.title ?? schema.title;
  // A file picked on a first screen could not be handed to the app.
  const firstScreen = useFirstScreen();
  const inactive = Boolean(disabled || readonly || !store || firstScreen);

  const select = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // so choosing the same file again is a change
    const pick = ++latestPick.current;
    const check = filterFiles(chosen, limits, form).then((selection) => {
      // A quicker later choice has already replaced this one.
      if (pick !== latestPick.current) return;
      store?.set(selection.kept);
      setRejected(selection.rejected);
    });
    store?.checking(check);
  };

  const remove = (index: number) => {
    store?.set(files.filter((_, i) => i !== index));
    // The pressed button disappears; keep focus in the list, or return it to the picker.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? inputRef.current)?.focus();
    });
  };

  return (
    <div className="rx-attachments">
      {title && (
        <h2 className="rx-attachments__title" id={`${id}__title`}>
          {title}
        </h2>
      )}
      <div className="rx-attachments__picker">
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={limits.accept.length > 0 ? acceptAttribute(limits.accept) : undefined}
          className="rx-attachments__input"
          disabled={inactive}
          onChange={select}
          onKeyDown={openOnEnter}
          aria-describedby={missing.length > 0 ? `${id}__again ${id}__rejected` : `${id}__rejected`}
        />
        <label htmlFor={id} className="rx-attachments__button">
          {fillIn(form.selectFiles, { count: limits.maxFiles })}
        </label>
      </div>
      {missing.length > 0 && (
        <p className="rx-attachments__again" id={`${id}__again`}>
          {fillIn(form.attachAgain, { names: missing.join(', ') })}
        </p>
      )}
      <p className="rx-attachments__list-title" id={`${id}__list`}>
        {form.uploadedFiles}
      </p>
      {files.length === 0 ? (
        <p className="rx-attachments__empty">{form.noFiles}</p>
      ) : (
        <ul className="rx-attachments__list" aria-labelledby={`${id}__list`} ref={listRef}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="rx-attachments__file">
              <span className="rx-attachments__name">{file.name}</span>
              <span className="rx-attachments__size">{formatFileSize(file.size)}</span>
              <button
                type="button"
                className="rx-attachments__remove"
                aria-label={fillIn(form.removeFile, { name: file.name })}
                disabled={inactive}
                onClick={() => remove(index)}
              >
                {form.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="rx-attachments__rejected" id={`${id}__rejected`} aria-live="polite">
        <RejectedList rejected={rejected} />
      </div>
    </div>
  );
}
