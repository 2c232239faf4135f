import { formPath, type FormRequest, type Locale } from '../../../contract/api';
import { SEND_BY_EMAIL, SEND_NOWHERE, type FormEntry } from '../../../contract/catalog';
import type { FormValues } from '../../forms';
import { postJson, postJsonElsewhere } from '../../lib/api';
import { apiUrl } from '../../../contract/config';

/**
 * What a generic form POSTs: to `{emailApiUrl}/forms/<id>` the contract's request (with its
 * PDF); to a path of its own, the same without the PDF.
 */
type GenericFormSubmission = Omit<FormRequest, 'pdf'> & Partial<Pick<FormRequest, 'pdf'>>;

/** How a send ended, as the page tells it. */
export type SendOutcome =
  | { kind: 'not-connected' }
  | { kind: 'sent' }
  | { kind: 'received'; reference: string; queued: boolean };

/**
 * Sends a generic form's answers where its forms.json entry says: `"email"` makes the form's
 * PDF (`makePdf`, loaded only then) and posts both to the shipped server, which answers with
 * a reference; a path posts the values alone; `"none"` sends nothing.
 */
export async function sendForm(
  form: FormEntry,
  values: FormValues,
  emailApiUrl: string,
  makePdf: () => Promise<string>,
  locale: Locale = 'en',
): Promise<SendOutcome> {
  const { sendTo } = form;
  if (sendTo === undefined || sendTo === SEND_NOWHERE) return { kind: 'not-connected' };
  if (sendTo === SEND_BY_EMAIL) {
    const pdf = await makePdf();
    const submission: GenericFormSubmission = { formId: form.id, values, pdf, locale };
    const { reference, status } = await postJson(
      apiUrl(emailApiUrl, formPath(form.id)),
      submission,
      'form',
    );
    return { kind: 'received', reference, queued: status === 'queued' };
  }
  const submission: GenericFormSubmission = { formId: form.id, values, locale };
  await postJsonElsewhere(apiUrl(emailApiUrl, sendTo), submission);
  return { kind: 'sent' };
}
