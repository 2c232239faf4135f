import { useId, type ReactNode } from 'react';
import { FormActions } from './FormActions';

interface Props {
  title: string;
  /** The words of the button that adds. */
  submit: string;
  onAdd(): void;
  onCancel(): void;
  children: ReactNode;
}

/** A panel that adds something to the form: its heading, its boxes, and Add or Cancel. */
export function AddPanel({ title, submit, onAdd, onCancel, children }: Props) {
  const id = useId();
  return (
    <form
      className="panel editor"
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <FormActions submit={submit} onCancel={onCancel} />
    </form>
  );
}
