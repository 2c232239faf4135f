import { use, useState } from 'react';
import { withCompletedIn } from '../../../contract/completedIn';
import { englishWords, type Words } from '../../lib/i18n/words';
import { fillIn } from '../../../contract/languages';
import type { FormEntry } from '../../../contract/catalog';
import { makeFormPdf, printedTime } from '../../lib/document';
import { Toast } from '../../lib/toast';
import { isTryLater } from '../../lib/api';
import { formFiles, type FormFiles } from './formFiles';
import { sendForm, type SendOutcome } from './sendForm';
import './generic-form.css';
import {
  formPdfInput,
  SchemaForm,
  SubmitButton,
  preloadLazyParts,
  prepareSchemaMerge,
  setTodayDefaults,
  useFormPage,
  type FormValues,
} from '../../forms';

function outcomeText(outcome: SendOutcome, { genericForm }: Words): string {
  if (outcome.kind === 'not-connected') return genericForm.notConnected;
  if (outcome.kind === 'sent') return genericForm.sent;
  const text = outcome.queued ? genericForm.receivedWithReference : genericForm.sentWithReference;
  return fillIn(text, { reference: outcome.reference });
}

/** The form's files and the registry's lazy parts (choices, rows...): only forms other than the
 * Order Rx and consent forms come here, and most of them use some. */
const ready = new Map<string, Promise<FormFiles>>();
const readyFiles = new Map<string, FormFiles>();
function formReady(id: string): Promise<FormFiles> {
  let files = ready.get(id);
  if (!files) {
    const loadedFiles = formFiles(id);
    const merge = loadedFiles.then(({ schema }) => prepareSchemaMerge(schema));
    files = Promise.all([loadedFiles, preloadLazyParts(), merge]).then(([loaded]) => {
      setTodayDefaults(loaded.schema, loaded.uiSchema);
      readyFiles.set(id, loaded);
      return loaded;
    });
    ready.set(id, files);
  }
  return files;
}

/** Fetched with the page's code (src/app/pageModules.ts), so the form draws in the first render. */
export const prepare = (form: FormEntry) => formReady(form.id);

/**
 * Any form listed in schemas/forms.json with a `sendTo`, drawn from its folder's files alone.
 * With `"sendTo": "email"` the shipped server e-mails its PDF and values and answers with a
 * reference, which the page keeps showing until the next send.
 */
export default function GenericFormPage({ form }: { form: FormEntry }) {
  const { schema, uiSchema } = readyFiles.get(form.id) ?? use(formReady(form.id));
  const page = useFormPage({ id: form.id, schema, uiSchema }, { listedTitle: form.title });
  const { config, language, words, title, controllerRef } = page;
  const [receipt, setReceipt] = useState<string>();

  /** The supplier's copy: English, saying which language the form was completed in. */
  const makePdf = async (values: FormValues) => {
    const { document } = englishWords;
    const made = fillIn(document.formHeader, { title: form.title, time: printedTime(new Date()) });
    const pdf = await makeFormPdf(
      formPdfInput({
        schema,
        uiSchema,
        values,
        company: config.company,
        title: form.title,
        header: { left: withCompletedIn(made, language) },
        paper: form.paper,
      }),
    );
    return pdf.base64;
  };

  const send = async (values: FormValues) => {
    setReceipt(undefined);
    let outcome: SendOutcome;
    try {
      outcome = await sendForm(form, values, config.emailApiUrl, () => makePdf(values), language);
    } catch (error) {
      console.error(`Form ${form.id} not sent: ${(error as Error).message}`);
      page.showToast('failure', isTryLater(error) ? words.form.tryLater : words.genericForm.failed);
      return;
    }
    if (outcome.kind !== 'not-connected') {
      // A page left open overnight starts its next form with today's date, not yesterday's.
      setTodayDefaults(schema, uiSchema);
      controllerRef.current?.reset();
    }
    setReceipt(outcomeText(outcome, words));
  };

  return (
    <section className="page page-narrow generic-form" aria-labelledby="generic-form-title">
      <div className="generic-form__content">
        <h1 id="generic-form-title">{title}</h1>
        {page.description && <p className="lead">{page.description}</p>}
        <SchemaForm
          schema={schema}
          uiSchema={page.uiSchema}
          formContext={page.formContext}
          controllerRef={controllerRef}
          onSubmit={send}
        >
          <div className="rx-page-actions">
            <SubmitButton uiSchema={page.uiSchema} />
          </div>
        </SchemaForm>
      </div>
      <p role="status" className="generic-form__receipt">
        {receipt}
      </p>
      <Toast toast={page.toast} />
    </section>
  );
}
