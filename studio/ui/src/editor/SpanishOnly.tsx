import type { TextOutline } from '../../../model';
import { useEditing } from './editing';
import { placeOfText } from './textPlaces';

/** Texts whose English is set in the files (the form's title, an agreement's words): their Spanish. */
export function SpanishOnly({ texts, title }: { texts: TextOutline[]; title: string }) {
  const { formId, run } = useEditing();
  if (texts.length === 0) return null;
  return (
    <fieldset>
      <legend>{title}</legend>
      {texts.map((text) => (
        <div
          key={text.key}
          className={`row${text.es === undefined || text.stale ? ' missing' : ''}`}
        >
          <label htmlFor={`es-${text.key}`}>
            Spanish for “{text.en}”{placeOfText(text.key) && ` (${placeOfText(text.key)})`}
            {(text.es === undefined || text.stale) && <strong> (Spanish missing)</strong>}
          </label>
          <input
            id={`es-${text.key}`}
            lang="es"
            value={text.es ?? ''}
            onChange={(event) =>
              run(
                { kind: 'setTranslation', form: formId, key: text.key, es: event.target.value },
                `es:${formId}:${text.key}`,
              )
            }
          />
        </div>
      ))}
    </fieldset>
  );
}
