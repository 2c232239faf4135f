import type { MissingTranslation } from '../../../model';
import { useEditing } from './editing';
import { selectionOfText } from './outline';

/** The texts still without Spanish, each a button that opens it, ready to type. */
export function MissingSpanish({ missing }: { missing: MissingTranslation[] }) {
  const { select } = useEditing();
  return (
    <section className="panel" aria-labelledby="missing-title">
      <h2 id="missing-title">Spanish still to write ({missing.length})</h2>
      {missing.length === 0 ? (
        <p className="hint">Every text has its Spanish.</p>
      ) : (
        <ul className="missing-list">
          {missing.map((text) => (
            <li key={text.key}>
              <button
                type="button"
                className="link"
                onClick={() => select(selectionOfText(text.key), text.key)}
              >
                {text.english}
              </button>
              {text.reason === 'changed' && <span className="hint"> (the English changed)</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
