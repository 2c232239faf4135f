import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../contract/languages';
import { RadioGroup } from '../RadioGroup';
import { isMessage, type FormShown, type ShowForm } from './previewMessages';

export interface PreviewInput {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  translations: Record<string, unknown>;
}

/** Which edit the preview shows, and when it was made (performance.now()). */
export interface PreviewEdit {
  revision: number;
  editedAt: number;
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

const SCREENS = [
  { value: 'phone', label: 'Phone' },
  { value: 'desktop', label: 'Desktop' },
] as const;
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
] as const;

/**
 * One preview frame: the site's renderer in a page of the studio's origin, `width` px wide so
 * the site's own media queries apply; the desktop frame is drawn scaled to fit the pane.
 */
function Frame({
  input,
  width,
  language,
  revision,
  onShown,
}: {
  input: PreviewInput;
  width: Width;
  language: Locale;
  revision: number;
  onShown(revision: number): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (isMessage(event, 'ready')) setReady(true);
      if (isMessage<FormShown>(event, 'shown')) onShown(event.data.revision);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onShown]);
  useEffect(() => {
    if (!ready) return;
    const message: ShowForm = { kind: 'show', revision, language, ...input };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, input, language, revision]);
  const label = width === 'phone' ? 'Phone (390 px)' : 'Desktop (1280 px)';
  return (
    <figure className={`preview-frame preview-frame--${width}`}>
      <figcaption>{label}</figcaption>
      <div className="preview-frame__viewport">
        <iframe
          ref={frame}
          src="/preview.html"
          title={`Preview of the form on a ${width === 'phone' ? 'phone' : 'desktop'}`}
          width={WIDTHS[width]}
        />
      </div>
    </figure>
  );
}

/** The form as people get it, on a phone and on a desktop, in English or Spanish. */
export function PreviewFrames({ input, edit }: { input: PreviewInput; edit: PreviewEdit }) {
  const [language, setLanguage] = useState<Locale>('en');
  const [width, setWidth] = useState<Width>('phone');
  const latest = useRef(edit);
  useEffect(() => {
    latest.current = edit;
  });
  // How long the last edit took to show: the studio's bench reads it (bench/studio.ts).
  const [timing, setTiming] = useState<{ ms: number; count: number }>();
  const onShown = useCallback((shown: number) => {
    const { revision, editedAt } = latest.current;
    if (shown !== revision) return;
    const ms = Math.round(performance.now() - editedAt);
    setTiming((last) => ({ ms, count: (last?.count ?? 0) + 1 }));
  }, []);
  return (
    <section
      className="preview"
      aria-labelledby="preview-title"
      data-preview-ms={timing?.ms}
      data-previews={timing?.count}
    >
      <div className="preview__bar">
        <h2 id="preview-title">Preview</h2>
        <RadioGroup<Width>
          legend="Screen"
          legendHidden
          name="preview-width"
          choices={SCREENS}
          value={width}
          onChange={setWidth}
        />
        <RadioGroup<Locale>
          legend="Language of the preview"
          legendHidden
          name="preview-language"
          choices={LANGUAGES}
          value={language}
          onChange={setLanguage}
        />
      </div>
      <Frame
        key={width}
        input={input}
        width={width}
        language={language}
        revision={edit.revision}
        onShown={onShown}
      />
    </section>
  );
}
