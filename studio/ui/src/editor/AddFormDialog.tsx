import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applyEdit, StudioEditError, type NewForm } from '../../../model';
import type { FileTexts } from '../api';
import { FormActions } from './FormActions';
import type { Paper } from '../../../../contract/catalog';

interface Props {
  files: FileTexts;
  onAdd(files: FileTexts, formId: string): void;
  onClose(): void;
}

type Sending = 'email' | 'none' | 'path';

/** A form's folder name from its title: `Return or Repair` → `return-or-repair`. */
const idFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A new form: its title, address, where its answers go and its paper. */
export function AddFormDialog({ files, onAdd, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const [title, setTitle] = useState('');
  const [id, setId] = useState<string>();
  const [route, setRoute] = useState<string>();
  const [sending, setSending] = useState<Sending>('email');
  const [emailTo, setEmailTo] = useState('');
  const [path, setPath] = useState('');
  const [paper, setPaper] = useState<Paper>('a4');
  const [problem, setProblem] = useState<string>();
  const shownId = id ?? idFromTitle(title);
  const shownRoute = route ?? `/${shownId}`;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const form: NewForm = {
      id: shownId,
      route: shownRoute,
      title,
      sendTo: sending === 'path' ? path : sending,
      ...(sending === 'email' && emailTo.trim() && { emailTo: emailTo.trim() }),
      ...(paper !== 'a4' && { paper }),
    };
    try {
      onAdd(applyEdit(files, { kind: 'addForm', form }), form.id);
    } catch (error) {
      if (!(error instanceof StudioEditError)) throw error;
      setProblem(error.message);
    }
  };

  return (
    <dialog ref={dialog} className="review" aria-labelledby="add-form-title" onClose={onClose}>
      <form onSubmit={add}>
        <h2 id="add-form-title">Add a form</h2>
        {problem && (
          <p className="banner banner--problem" role="alert">
            {problem}
          </p>
        )}
        <div className="row">
          <label htmlFor="new-form-title">
            Title (the page heading and the e-mail&apos;s subject)
          </label>
          <input
            id="new-form-title"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="row">
          <label htmlFor="new-form-id">Folder name (small letters and dashes)</label>
          <input
            id="new-form-id"
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            value={shownId}
            onChange={(e) => setId(e.target.value)}
          />
        </div>
        <div className="row">
          <label htmlFor="new-form-route">Address on the site</label>
          <input
            id="new-form-route"
            required
            value={shownRoute}
            onChange={(e) => setRoute(e.target.value)}
          />
        </div>
        <fieldset>
          <legend>Where the answers go</legend>
          <label className="check">
            <input
              type="radio"
              name="sending"
              checked={sending === 'email'}
              onChange={() => setSending('email')}
            />
            E-mailed by the site&apos;s server, with the form as a PDF
          </label>
          {sending === 'email' && (
            <div className="row">
              <label htmlFor="new-form-email">
                E-mail address (leave empty for the address orders go to)
              </label>
              <input
                id="new-form-email"
                type="email"
                value={emailTo}
                onChange={(e) => setEmailTo(e.target.value)}
              />
            </div>
          )}
          <label className="check">
            <input
              type="radio"
              name="sending"
              checked={sending === 'none'}
              onChange={() => setSending('none')}
            />
            Nowhere yet (while trying the form out)
          </label>
          <label className="check">
            <input
              type="radio"
              name="sending"
              checked={sending === 'path'}
              onChange={() => setSending('path')}
            />
            Posted to a receiving system of our own
          </label>
          {sending === 'path' && (
            <div className="row">
              <label htmlFor="new-form-path">Its path, such as /forms/returns</label>
              <input
                id="new-form-path"
                required
                value={path}
                onChange={(e) => setPath(e.target.value)}
              />
            </div>
          )}
        </fieldset>
        <div className="row">
          <label htmlFor="new-form-paper">Paper of its PDF</label>
          <select
            id="new-form-paper"
            value={paper}
            onChange={(e) => setPaper(e.target.value as Paper)}
          >
            <option value="a4">A4</option>
            <option value="letter">US Letter</option>
          </select>
        </div>
        <FormActions submit="Add the form" onCancel={onClose} />
      </form>
    </dialog>
  );
}
