import { Component, useEffect, useState, type ReactNode } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  SchemaForm,
  SubmitButton,
  preloadLazyParts,
  setTodayDefaults,
  shownDescription,
  shownTitle,
} from '../../../../src/forms';
import { customFormats } from '../../../../contract/formats';
import { LanguageProvider } from '../../../../src/lib/i18n/WordsContext';
import { loadWords } from '../../../../src/lib/i18n/loadWords';
import { translateUi } from '../../../../contract/translations';
import { defaultConfig } from '../../../../contract/config';
import type { Words } from '../../../../src/lib/i18n/words';
import {
  isMessage,
  isPortMessage,
  otherPageOrigin,
  sharedNow,
  type FormShown,
  type Handshake,
  type ShowForm,
} from './previewMessages';
import { ShapeCachedValidator } from './shapeCachedValidator';

const textValues = { company: defaultConfig.company.name, website: defaultConfig.company.website };
const formContext = { textValues };

interface Shown {
  message: ShowForm;
  schema: RJSFSchema;
  ui: UiSchema;
  words?: Words;
}

/** A form the renderer cannot draw yet (an edit half made) says so instead of a blank frame. */
class DrawingProblem extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p role="alert" className="page">
        The preview cannot draw this form as it is now: {this.state.error.message}
      </p>
    );
  }
}

/**
 * The studio draws forms that were never built: their validators are compiled here, as the
 * site's dev server does for a schema it did not precompile, once per validating shape.
 */
const validator = new ShapeCachedValidator({ customFormats });

async function prepare(message: ShowForm): Promise<Shown> {
  await preloadLazyParts();
  const schema = structuredClone(message.schema) as RJSFSchema;
  const english = message.ui as UiSchema;
  setTodayDefaults(schema, english);
  const ui =
    message.language === 'en'
      ? english
      : translateUi(schema, english, message.translations, message.language);
  return { message, schema, ui, words: await loadWords(message.language) };
}

function FormShownNote({ revision, port }: { revision: number; port: MessagePort }) {
  useEffect(() => {
    port.postMessage({ kind: 'shown', revision, drawnAt: sharedNow() } satisfies FormShown);
  }, [revision, port]);
  return null;
}

export function PreviewPage() {
  const [shown, setShown] = useState<Shown & { port: MessagePort }>();
  useEffect(() => {
    let latest = 0;
    const onConnect = (event: MessageEvent) => {
      const [port] = event.ports;
      if (event.source !== window.parent || !isMessage(event, 'connect') || !port) return;
      port.onmessage = (sent) => {
        if (!isPortMessage<ShowForm>(sent, 'show')) return;
        latest = sent.data.revision;
        void prepare(sent.data).then((next) => {
          if (next.message.revision === latest) setShown({ ...next, port });
        });
      };
    };
    window.addEventListener('message', onConnect);
    window.parent.postMessage({ kind: 'ready' } satisfies Handshake, otherPageOrigin());
    return () => window.removeEventListener('message', onConnect);
  }, []);
  if (!shown) return <p className="page">Loading the preview…</p>;
  const { message, schema, ui, words, port } = shown;
  const description = shownDescription(schema, ui);
  return (
    <LanguageProvider key={message.language} initial={{ language: message.language, words }}>
      <section className="page page-narrow generic-form" lang={message.language}>
        <DrawingProblem key={message.revision}>
          <h1>{shownTitle(schema, ui)}</h1>
          {description && <p className="lead">{description}</p>}
          <SchemaForm
            key={message.revision}
            schema={schema}
            uiSchema={ui}
            validator={validator}
            formContext={formContext}
          >
            <div className="rx-page-actions">
              <SubmitButton uiSchema={ui} />
            </div>
          </SchemaForm>
          <FormShownNote revision={message.revision} port={port} />
        </DrawingProblem>
      </section>
    </LanguageProvider>
  );
}
