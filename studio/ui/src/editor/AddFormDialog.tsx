import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { applyEdit, StudioEditError, type NewForm } from '../../../model';
import type { FileTexts } from '../api';
import { FormActions } from './FormActions';
import { LabelledInput, LabelledSelect } from '../LabelledInput';
import type { Paper } from '../../../../contract/catalog';

interface Props {
  files: FileTexts;
  onAdd(files: FileTexts, formId: string): void;
  onClose(): void;
}

type Sending = 'email' | 'none' | 'path';

const sendings: { value: Sending; label: string }[] = [
  { value: 'email', label: 'E-mailed by the site’s server, with the form as a PDF' },
  { value: 'none', label: 'Nowhere yet (while trying the form out)' },
  { value: 'path', label: 'Posted to a receiving system of our own' },
];

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
        <LabelledInput
          label="Title (the page heading and the e-mail’s subject)"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <LabelledInput
          label="Folder name (small letters and dashes)"
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          value={shownId}
          onChange={(e) => setId(e.target.value)}
        />
        <LabelledInput
          label="Address on the site"
          required
          value={shownRoute}
          onChange={(e) => setRoute(e.target.value)}
        />
        <fieldset>
          <legend>Where the answers go</legend>
          {sendings.map(({ value, label }) => (
            <Fragment key={value}>
              <label className="check">
                <input
                  type="radio"
                  name="sending"
                  checked={sending === value}
                  onChange={() => setSending(value)}
                />
                {label}
              </label>
              {sending === value && value === 'email' && (
                <LabelledInput
                  label="E-mail address (leave empty for the address orders go to)"
                  type="email"
                  value={emailTo}
                  onChange={(e) => setEmailTo(e.target.value)}
                />
              )}
              {sending === value && value === 'path' && (
                <LabelledInput
                  label="Its path, such as /forms/returns"
                  required
                  value={path}
                  onChange={(e) => setPath(e.target.value)}
                />
              )}
            </Fragment>
          ))}
        </fieldset>
        <LabelledSelect<Paper>
          label="Paper of its PDF"
          value={paper}
          choices={[
            { value: 'a4', label: 'A4' },
            { value: 'letter', label: 'US Letter' },
          ]}
          onChoose={setPaper}
        />
        <FormActions submit="Add the form" onCancel={onClose} />
      </form>
    </dialog>
  );
}
