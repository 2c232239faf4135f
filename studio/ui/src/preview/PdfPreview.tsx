import { useEffect, useState, type SyntheticEvent } from 'react';
import { makeFormPdf } from '../../../../src/lib/document';
import { formPdfInput } from '../../../../src/forms';
import type { RJSFSchema } from '@rjsf/utils';
import { defaultConfig } from '../../../../contract/config';
import type { Paper } from '../../../../contract/catalog';
import { sampleValues } from './sampleValues';

interface Props {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  title: string;
  paper?: Paper;
}

/** Time for a burst of edits (typing a label) to end before the document is drawn again. */
const SETTLE_MS = 400;

/**
 * The browser's PDF viewer may take the focus when a new document loads in it: the person was
 * typing or moving a field elsewhere, so the focus goes back where it was.
 */
let focusedBeforeLoad: Element | null = null;
function keepFocus(event: SyntheticEvent<HTMLIFrameElement>) {
  const before = focusedBeforeLoad;
  if (
    document.activeElement === event.currentTarget &&
    before instanceof HTMLElement &&
    before.isConnected
  ) {
    before.focus();
  }
}

/** The form's vector PDF, drawn by the site's own document code from sample values. */
export function PdfPreview({ schema, ui, title, paper }: Props) {
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let current: string | undefined;
    let stale = false;
    const timer = setTimeout(() => {
      const { company } = defaultConfig;
      const input = formPdfInput({
        schema: schema as RJSFSchema,
        uiSchema: ui,
        values: sampleValues(schema),
        company,
        title,
        header: { left: `${title}: sample answers` },
        paper,
      });
      makeFormPdf(input).then(
        (pdf) => {
          if (stale) return;
          current = URL.createObjectURL(pdf.blob);
          focusedBeforeLoad = document.activeElement;
          setUrl(current);
          setProblem(undefined);
        },
        (error: unknown) => !stale && setProblem((error as Error).message),
      );
    }, SETTLE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
      // The frame keeps showing the previous document until the next one is ready.
      if (current) setTimeout(() => URL.revokeObjectURL(current!), 5_000);
    };
  }, [schema, ui, title, paper]);
  if (problem) return <p role="alert">The PDF cannot be drawn as the form is now: {problem}</p>;
  if (!url) return <p>Drawing the PDF…</p>;
  return (
    <iframe
      className="pdf-preview"
      title={`PDF of ${title}, with sample answers`}
      src={url}
      onLoad={keepFocus}
    />
  );
}
