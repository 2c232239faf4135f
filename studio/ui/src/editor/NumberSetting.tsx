import { LabelledInput } from '../LabelledInput';

interface Props {
  label: string;
  value: number | null | undefined;
  onChange(value: number | null): void;
}

/** A whole number setting (a cap, a length); empty removes it. */
export function NumberSetting({ label, value, onChange }: Props) {
  return (
    <LabelledInput
      label={label}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' ? null : Number(text));
      }}
    />
  );
}
