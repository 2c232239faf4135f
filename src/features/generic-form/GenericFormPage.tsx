import { use, useMemo, useRef } from 'react';
import { useConfig } from '../../app/ConfigContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SchemaForm, type FormController } from '../../forms/SchemaForm';
import { SubmitButton } from '../../forms/SubmitButton';
import { SEND_NOWHERE, type FormEntry } from '../../forms/formsList';
import type { FormValues } from '../../forms/validation';
import { postJson } from '../../lib/api';
import { apiUrl } from '../../lib/config/config';
import { Toast, useToast } from '../../lib/toast';
import { formFiles } from './formFiles';

const SENT_TEXT = 'Thank you. Your answers were sent.';
const FAILED_TEXT = 'Your answers could not be sent. Please try again.';
const NOT_CONNECTED_TEXT = 'This form is not connected yet: nothing was sent.';

/** What a generic form POSTs to `{emailApiUrl}{sendTo}`. */
export interface GenericFormSubmission {
  formId: string;
  values: FormValues;
}

/**
 * Any form listed in schemas/forms.json with a `sendTo`: drawn from its folder's files alone,
 * its values POSTed as JSON to its `sendTo` path on the e-mail API.
 */
export default function GenericFormPage({ form }: { form: FormEntry }) {
  useDocumentTitle(form.title);
  const { schema, uiSchema } = use(formFiles(form.id));
  const { emailApiUrl, company } = useConfig();
  // `{company}` and `{website}` in texts shown by widgets (e.g. an agreement box).
  const formContext = useMemo(
    () => ({ textValues: { company: company.name, website: company.website } }),
    [company.name, company.website],
  );
  const controllerRef = useRef<FormController>(null);
  const { toast, show } = useToast();

  const send = async (values: FormValues) => {
    if (form.sendTo === SEND_NOWHERE || form.sendTo === undefined) {
      show('success', NOT_CONNECTED_TEXT);
      return;
    }
    const submission: GenericFormSubmission = { formId: form.id, values };
    try {
      await postJson(apiUrl(emailApiUrl, form.sendTo), submission);
    } catch (error) {
      console.error(`Form ${form.id} not sent: ${(error as Error).message}`);
      show('failure', FAILED_TEXT);
      return;
    }
    controllerRef.current?.reset();
    show('success', SENT_TEXT);
  };

  return (
    <section className="page page-narrow" aria-labelledby="generic-form-title">
      <h1 id="generic-form-title">{form.title}</h1>
      {schema.description && <p className="lead">{schema.description}</p>}
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formContext={formContext}
        controllerRef={controllerRef}
        onSubmit={send}
      >
        <SubmitButton uiSchema={uiSchema} />
      </SchemaForm>
      <Toast toast={toast} />
    </section>
  );
}
