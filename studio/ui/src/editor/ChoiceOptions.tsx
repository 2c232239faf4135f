import type { ChoiceOption } from '../../../model';
import { useEditing } from './editing';
import { textKeys } from './outline';

interface Props {
  fieldKey: string;
  label: string;
  options: ChoiceOption[];
  /** `merge`: the box typed in, so that its letters are one undo step. */
  onChange(options: ChoiceOption[], merge?: string): void;
}

/** A choice list's options: what is sent, what people read in English and in Spanish. */
export function ChoiceOptions({ fieldKey, label, options, onChange }: Props) {
  const { formId, spanish, missing, run } = useEditing();
  const change = (index: number, part: Partial<ChoiceOption>) =>
    onChange(
      options.map((option, i) => (i === index ? { ...option, ...part } : option)),
      `option:${index}:${Object.keys(part).join()}`,
    );
  return (
    <fieldset className="options">
      <legend>Choices</legend>
      <p className="hint">
        The code is what is sent and stored; people read the words. Keep a code once the form is in
        use.
      </p>
      <ol>
        {options.map((option, index) => {
          const textKey = textKeys.option(fieldKey, index);
          const name = `${label}, choice ${index + 1}`;
          return (
            <li key={index} className={missing.has(textKey) ? 'missing' : undefined}>
              <input
                aria-label={`${name}: code`}
                value={option.value}
                onChange={(event) => change(index, { value: event.target.value })}
              />
              <input
                aria-label={`${name}: English`}
                value={option.label}
                onChange={(event) => change(index, { label: event.target.value })}
              />
              <input
                id={`es-${textKey}`}
                aria-label={`${name}: Spanish`}
                lang="es"
                value={spanish[textKey]?.es ?? ''}
                onChange={(event) =>
                  run(
                    { kind: 'setTranslation', form: formId, key: textKey, es: event.target.value },
                    `es:${formId}:${textKey}`,
                  )
                }
              />
              <button
                type="button"
                className="small danger"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="small"
        onClick={() =>
          onChange([
            ...options,
            { value: `choice${options.length + 1}`, label: `Choice ${options.length + 1}` },
          ])
        }
      >
        Add a choice
      </button>
    </fieldset>
  );
}
