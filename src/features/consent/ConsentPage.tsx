import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../lib/config/ConfigContext';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { fillIn } from '../../../contract/languages';
import { useLanguage } from '../../lib/i18n/WordsContext';
import { useWords } from '../../lib/i18n/useWords';
import { useTranslatedUi } from '../../lib/i18n/useTranslatedUi';
import { makeFormPdf, prefetchDocumentCode, printedTime, savePdf } from '../../lib/document';
import { Toast, useToast } from '../../lib/toast';
import { isTryLater } from '../../lib/api';
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
  formRegistry,
  SchemaForm,
  type FormController,
  SubmitButton,
  shownDescription,
  shownTitle,
  valuesDiffer,
  type FormValues,
} from '../../forms';

const COPY_FILE_NAME = 'text-message-consent.pdf';

/** What was recorded, kept for the person's own copy. */
interface RecordedConsent {
  values: FormValues;
  at: Date;
}

/** Route entry for /conset-messages-form: the text-message opt-in form. */
export default function ConsentPage() {
  const { company, consentApiUrl } = useConfig();
  const { language } = useLanguage();
  const words = useWords();
  const uiSchema = useTranslatedUi(CONSENT_FORM_ID, consentSchema, consentUiSchema);
  const title = shownTitle(consentSchema, uiSchema);
  const description = shownDescription(consentSchema, uiSchema);
  useDocumentTitle(title);
  const textValues = useMemo(
    () => ({ company: company.name, website: company.website }),
    [company.name, company.website],
  );
  const formContext = useMemo(() => ({ textValues }), [textValues]);
  const controllerRef = useRef<FormController>(null);
  const [changed, setChanged] = useState(false);
  const [recorded, setRecorded] = useState<RecordedConsent | null>(null);
  const { toast, show } = useToast();
  // The copy's code is fetched once the consent is recorded, before the person asks for it.
  useEffect(() => {
    if (recorded) prefetchDocumentCode();
  }, [recorded]);

  const saveCopy = async () => {
    if (!recorded) return;
    try {
      const pdf = await makeFormPdf({
        schema: consentSchema as Record<string, unknown>,
        uiSchema,
        values: recorded.values,
        printForms: formRegistry.printForms,
        textValues,
        words,
        frame: {
          title,
          company,
          header: {
            left: fillIn(words.document.consentHeader, { time: printedTime(recorded.at) }),
          },
        },
        language,
        properties: { title, creator: company.name },
      });
      savePdf(pdf, COPY_FILE_NAME);
    } catch (error) {
      console.error(`Consent copy not made: ${(error as Error).name}`);
      show('failure', words.consent.copyFailed);
    }
  };

  const handleValuesChange = useCallback((values: FormValues) => {
    setChanged(valuesDiffer(values, consentInitialValues));
    setRecorded(null);
  }, []);

  const handleConfirm = async (values: FormValues) => {
    if (consentApiUrl === undefined) {
      // Spec: without a consent API the form only logs; the values are personal data, so not them.
      console.warn('Consent API not configured (consentApiUrl); the consent was not sent');
      return;
    }
    const record = buildConsentRecord(values, {
      consentText: consentTextShown(uiSchema, textValues),
      consentTextVersion,
      pageUrl: pageUrlOf(window.location),
      consentedAt: new Date().toISOString(),
    });
    try {
      await sendConsent(consentApiUrl, { ...record, locale: language });
    } catch (error) {
      console.error(`Consent not recorded: ${(error as Error).message}`);
      show('failure', isTryLater(error) ? words.form.tryLater : words.consent.failed);
      return;
    }
    controllerRef.current?.reset();
    setChanged(false);
    setRecorded({ values, at: new Date(record.consentedAt) });
  };

  return (
    <section className="page consent-page" aria-labelledby="consent-title">
      <h1 id="consent-title">{title}</h1>
      {description && <p className="lead">{description}</p>}
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
      <Toast toast={toast} />
    </section>
  );
}
