import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Labelled {
  label: ReactNode;
  /** A sentence under the box, read out with it. */
  hint?: ReactNode;
  /** The box's id, when something else points at it (the default is one of React's). */
  id?: string;
  className?: string;
}

interface BoxProps {
  id: string;
  'aria-describedby'?: string;
}

/** The props of the row, and the others (for the box). */
function split<P extends Labelled>({ label, hint, id, className, ...box }: P) {
  return [{ label, hint, id, className }, box] as const;
}

/** A label, its box and a hint under it, on a row of their own. */
function LabelledRow({
  label,
  hint,
  id,
  className = 'row',
  box,
}: Labelled & {
  box(props: BoxProps): ReactNode;
}) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const hintId = `${boxId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={boxId}>{label}</label>
      {box({ id: boxId, ...(hint !== undefined && { 'aria-describedby': hintId }) })}
      {hint !== undefined && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

type InputProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A text (or number, e-mail…) box with its label: any attribute of `<input>` is passed on. */
export function LabelledInput(props: InputProps) {
  const [labelled, input] = split(props);
  return <LabelledRow {...labelled} box={(box) => <input {...input} {...box} />} />;
}

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

type SelectProps<T extends string | number> = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'> & {
    value: T;
    choices: readonly Choice<T>[];
    /** The chosen value, as the type of the choices' values. */
    onChoose(value: NoInfer<T>): void;
  };

/** A dropdown list with its label. */
export function LabelledSelect<T extends string | number>(props: SelectProps<T>) {
  const [labelled, { value, choices, onChoose, ...select }] = split(props);
  const byText = new Map(choices.map((choice) => [String(choice.value), choice.value]));
  return (
    <LabelledRow
      {...labelled}
      box={(box) => (
        <select
          {...select}
          {...box}
          value={String(value)}
          onChange={(event) => onChoose(byText.get(event.target.value)!)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
