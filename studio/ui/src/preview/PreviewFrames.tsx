import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../contract/languages';
import { RadioGroup } from '../RadioGroup';
import { formFile, formObjects } from '../formFiles';
import type { StudioStore } from '../saving/studioStore';
import {
  isMessage,
  isPortMessage,
  otherPageOrigin,
  type FormShown,
  type Handshake,
  type ShowForm,
} from './previewMessages';

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

interface FrameProps {
  store: StudioStore;
  formId: string;
  width: Width;
  language: Locale;
  onShown(shown: FormShown): void;
}

/** The message that shows the store's current files of `formId`, or none while unreadable. */
function showMessage(store: StudioStore, formId: string, language: Locale): ShowForm | undefined {
  const { files, revision } = store.getState();
  const text = (file: 'schema.json' | 'ui.json' | 'es.json') => files[formFile(formId, file)];
  const input = formObjects(text('schema.json'), text('ui.json'), text('es.json'));
  return input && { kind: 'show', revision, language, ...input };
}

/**
 * One preview frame: the site's renderer in a page of the studio's other origin
 * (previewMessages.ts), `width` px wide so the site's own media queries apply; the desktop frame
 * is drawn scaled to fit the pane.
 */
function Frame({ store, formId, width, language, onShown }: FrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const target = useRef<{ formId: string; language: Locale; port?: MessagePort; sent: string }>({
    formId,
    language,
    sent: '',
  });
  /** Shows the files as they are now, once per edit, form and language. */
  const send = useCallback(() => {
    const { formId, language, port, sent } = target.current;
    const key = `${formId} ${language} ${store.getState().revision}`;
    if (!port || key === sent) return;
    const message = showMessage(store, formId, language);
    if (!message) return;
    target.current.sent = key;
    port.postMessage(message);
  }, [store]);
  useEffect(() => {
    target.current = { ...target.current, formId, language };
    send();
  }, [formId, language, send]);
  // An edit goes to the preview as it is made, before the studio draws its own tree and editor
  // (the store tells its listeners before React draws): both then draw at the same time.
  useEffect(() => store.subscribe(send), [store, send]);
  useEffect(() => {
    const onReady = (event: MessageEvent) => {
      const preview = frame.current?.contentWindow;
      if (!preview || event.source !== preview || !isMessage(event, 'ready')) return;
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = (answer) => {
        if (isPortMessage<FormShown>(answer, 'shown')) onShown(answer.data);
      };
      preview.postMessage({ kind: 'connect' } satisfies Handshake, otherPageOrigin(), [port2]);
      target.current.port?.close();
      target.current = { ...target.current, port: port1, sent: '' };
      send();
    };
    window.addEventListener('message', onReady);
    return () => {
      window.removeEventListener('message', onReady);
      target.current.port?.close();
    };
  }, [onShown, send]);
  const label = width === 'phone' ? 'Phone (390 px)' : 'Desktop (1280 px)';
  return (
    <figure className={`preview-frame preview-frame--${width}`}>
      <figcaption>{label}</figcaption>
      <div className="preview-frame__viewport">
        <iframe
          ref={frame}
          src={`${otherPageOrigin()}/preview.html`}
          title={`Preview of the form on a ${width === 'phone' ? 'phone' : 'desktop'}`}
          width={WIDTHS[width]}
        />
      </div>
    </figure>
  );
}

/** The form as people get it, on a phone and on a desktop, in English or Spanish. */
export function PreviewFrames({ store, formId }: { store: StudioStore; formId: string }) {
  const [language, setLanguage] = useState<Locale>('en');
  const [width, setWidth] = useState<Width>('phone');
  // How long the last edit took to show in the preview (`ms`), and for the studio to hear so
  // (`heardMs`: later when the studio is still busy drawing): bench/studio.ts reads them.
  const [timing, setTiming] = useState<{ ms: number; heardMs: number; count: number }>();
  const onShown = useCallback(
    ({ revision, drawnAt }: FormShown) => {
      const { revision: latest, editedAt } = store.getState();
      if (revision !== latest) return;
      const ms = Math.round(drawnAt - (performance.timeOrigin + editedAt));
      const heardMs = Math.round(performance.now() - editedAt);
      setTiming((last) => ({ ms, heardMs, count: (last?.count ?? 0) + 1 }));
    },
    [store],
  );
  return (
    <section
      className="preview"
      aria-labelledby="preview-title"
      data-preview-ms={timing?.ms}
      data-preview-heard-ms={timing?.heardMs}
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
        store={store}
        formId={formId}
        width={width}
        language={language}
        onShown={onShown}
      />
    </section>
  );
}
