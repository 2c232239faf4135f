import { useId } from 'react';
import { useEditing } from './editing';

interface Props {
  label: string;
  /** The text's key in es.json. */
  textKey: string;
  english: string;
  onEnglish(text: string): void;
  multiline?: boolean;
}

/** One text in English and in Spanish, side by side; a missing Spanish is marked. */
export function TextPair({ label, textKey, english, onEnglish, multiline }: Props) {
  const { formId, spanish, missing, run } = useEditing();
  const id = useId();
  const isMissing = english.trim() !== '' && missing.has(textKey);
  const Box = multiline ? 'textarea' : 'input';
  const es = spanish[textKey]?.es ?? '';
  // Spanish written for an older English: it may still be right, and saying so takes one click.
  const toCheck = isMissing && es.trim() !== '';
  const setSpanish = (text: string) =>
    run(
      { kind: 'setTranslation', form: formId, key: textKey, es: text },
      `es:${formId}:${textKey}`,
    );
  return (
    <div className={`row pair-row${isMissing ? ' missing' : ''}`}>
      <div className="pair__title" id={`${id}-title`}>
        {label}
      </div>
      <div className="pair">
        <div>
          <label htmlFor={`${id}-en`}>English</label>
          <Box
            id={`${id}-en`}
            value={english}
            aria-describedby={`${id}-title`}
            onChange={(event) => onEnglish(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`es-${textKey}`}>
            Spanish
            {isMissing && (
              <strong>{toCheck ? ' (check it: the English changed)' : ' (missing)'}</strong>
            )}
          </label>
          <Box
            id={`es-${textKey}`}
            lang="es"
            value={es}
            aria-describedby={`${id}-title`}
            disabled={english.trim() === ''}
            onChange={(event) => setSpanish(event.target.value)}
          />
          {toCheck && (
            <button type="button" className="link" onClick={() => setSpanish(es)}>
              The Spanish is still right
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
