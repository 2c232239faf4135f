interface Props<T extends string> {
  legend: string;
  /** The legend is read by screen readers only (the choices say enough on screen). */
  legendHidden?: boolean;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  className?: string;
}

/** One choice among a few, all visible: a group of radio buttons with its legend. */
export function RadioGroup<T extends string>(props: Props<T>) {
  const { legend, legendHidden, name, choices, value, onChange, className = 'toggle' } = props;
  return (
    <fieldset className={className}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
