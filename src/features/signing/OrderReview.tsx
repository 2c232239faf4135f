import { useEffect, useMemo, useState } from 'react';
import { fillIn } from '../../../contract/languages';
import type { SigningView } from '../../../contract/signing';
import { useLanguage } from '../../lib/i18n/WordsContext';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';
import { useWords } from '../../lib/i18n/useWords';
import { orderSections, type OrderSection } from './orderLines';

function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * The order as the supplier will get it: the very document (PDF) that is signed, every value
 * under its title, and the attached files listed.
 */
export function OrderReview({ view }: { view: SigningView }) {
  const words = useWords();
  const { signing } = useOtherPageWords();
  const { language } = useLanguage();
  const [sections, setSections] = useState<OrderSection[]>([]);
  const documentUrl = useMemo(() => pdfUrl(view.pdf), [view.pdf]);
  useEffect(() => () => URL.revokeObjectURL(documentUrl), [documentUrl]);
  useEffect(() => {
    let current = true;
    void orderSections(view.formId, view.values, language, words).then((found) => {
      if (current) setSections(found);
    });
    return () => {
      current = false;
    };
  }, [view.formId, view.values, language, words]);

  return (
    <section className="signing-review" aria-labelledby="signing-document">
      <h2 id="signing-document">{signing.documentHeading}</h2>
      <p>
        <a className="button button-secondary" href={documentUrl} target="_blank" rel="noopener">
          {signing.openDocument}
        </a>
      </p>
      <p className="signing-hash">{fillIn(signing.documentHash, { hash: view.documentSha256 })}</p>
      <h3>{signing.valuesHeading}</h3>
      {sections.map((section, index) => (
        <div key={index} className="signing-section">
          {section.title && <h4>{section.title}</h4>}
          <dl>
            {section.lines.map((line, lineIndex) => (
              <div key={lineIndex}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <h3>{signing.filesHeading}</h3>
      {view.files.length === 0 ? (
        <p>{signing.noFiles}</p>
      ) : (
        <ul>
          {view.files.map((file, index) => (
            <li key={index}>
              {file.name} ({file.type}, {kilobytes(file.size)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
