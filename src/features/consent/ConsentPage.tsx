import { useCallback, useEffect, useState } from 'react';
import { fillIn } from '../../../contract/languages';
import { isTryLater } from '../../lib/api';
import { makeFormPdf, prefetchDocumentCode, printedTime, savePdf } from '../../lib/document';
import { Toast } from '../../lib/toast';
import {
  consentInitialValues,
  consentSchema,
  consentTextShown,
  consentTextVersion,
  consentUiSchema,
} from './consentDefinition';
import { CONSENT_FORM_ID } from '../../../contract/catalog';
import { buildConsentRecord, pageUrlOf } from './consentRecord';
import { sendConsent } from './sendConsent';
import './consent.css';
import {
  formPdfInput,
  prepareSchemaMerge,
  SchemaForm,
  SubmitButton,
  useFormPage,
  valuesDiffer,
  type FormValues,
} from '../../forms';

const consentFiles = { id: CONSENT_FORM_ID, schema: consentSchema, uiSchema: consentUiSchema };

/** Fetched with the page's code (src/app/pageModules.ts), so the form draws in the first render. */
export const prepare = () => prepareSchemaMerge(consentSchema);

const COPY_FILE_NAME = 'text-message-consent.pdf';

/** What was recorded, kept for the person's own copy. */
interface RecordedConsent {
  values: FormValues;
  at: Date;
}

/** Route entry for /conset-messages-form: the text-message opt-in form. */
export default function ConsentPage() {
  // The copy's code is fetched once the consent is recorded, before the person asks for it.
  const page = useFormPage(consentFiles, { documentOnInput: false });
  const { config, language, words, uiSchema, title, controllerRef, formContext } = page;
  const [changed, setChanged] = useState(false);
  const [recorded, setRecorded] = useState<RecordedConsent | null>(null);
  useEffect(() => {
    if (recorded) prefetchDocumentCode();
  }, [recorded]);

  const saveCopy = async () => {
    if (!recorded) return;
    try {
      const header = {
        left: fillIn(words.document.consentHeader, { time: printedTime(recorded.at) }),
      };
      const pdf = await makeFormPdf(
        formPdfInput({
          schema: consentSchema,
          uiSchema,
          values: recorded.values,
          company: config.company,
          title,
          header,
          reader: { language, words },
        }),
      );
      savePdf(pdf, COPY_FILE_NAME);
    } catch (error) {
      console.error(`Consent copy not made: ${(error as Error).name}`);
      page.showToast('failure', words.consent.copyFailed);
    }
  };

  const handleValuesChange = useCallback((values: FormValues) => {
    setChanged(valuesDiffer(values, consentInitialValues));
    setRecorded(null);
  }, []);

  const handleConfirm = async (values: FormValues) => {
    const { consentApiUrl } = config;
    if (consentApiUrl === undefined) {
      // Spec: without a consent API the form only logs; the values are personal data, so not them.
      console.warn('Consent API not configured (consentApiUrl); the consent was not sent');
      return;
    }
    const record = buildConsentRecord(values, {
      consentText: consentTextShown(uiSchema, formContext.textValues),
      consentTextVersion,
      pageUrl: pageUrlOf(window.location),
      consentedAt: new Date().toISOString(),
    });
    try {
      await sendConsent(consentApiUrl, { ...record, locale: language });
    } catch (error) {
      console.error(`Consent not recorded: ${(error as Error).message}`);
      page.showToast('failure', isTryLater(error) ? words.form.tryLater : words.consent.failed);
      return;
    }
    controllerRef.current?.reset();
    setChanged(false);
    setRecorded({ values, at: new Date(record.consentedAt) });
  };

  return (
    <section className="page consent-page" aria-labelledby="consent-title">
      <h1 id="consent-title">{title}</h1>
      {page.description && <p className="lead">{page.description}</p>}
      <div className="consent-card">
        <SchemaForm
          schema={consentSchema}
          uiSchema={uiSchema}
          formContext={formContext}
          controllerRef={controllerRef}
          onSubmit={handleConfirm}
          onValuesChange={handleValuesChange}
        >
          <div className="rx-page-actions consent-actions">
            {/* Once recorded, the emptied form says nothing is missing: the success is what
                shows, until the person starts another consent. */}
            {!recorded && <SubmitButton uiSchema={uiSchema} disabled={!changed} />}
          </div>
        </SchemaForm>
      </div>
      {/* Always present, so screen readers announce the text when it appears. */}
      <p role="status" className={recorded ? 'consent-recorded' : 'consent-recorded--empty'}>
        {recorded ? words.consent.recorded : ''}
      </p>
      {recorded && (
        <button type="button" className="rx-button consent-copy" onClick={() => void saveCopy()}>
          {words.consent.copy}
        </button>
      )}
      <Toast toast={page.toast} />
    </section>
  );
}
