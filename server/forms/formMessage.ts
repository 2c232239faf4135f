/**
 * The e-mail for one generic form's answers (forms.json `"sendTo": "email"`): the subject names
 * the form and the reference only; the PDF and the values (as JSON) are attached.
 */
import type Mail from 'nodemailer/lib/mailer';
import type { MailAddresses } from '../orders/orderMessage';

export interface FormAnswers {
  formId: string;
  title: string;
  version: string;
  reference: string;
  values: Record<string, unknown>;
  pdf: Buffer;
}

/** The machine-readable copy of the answers (`<id>-<reference>.json`). */
export interface FormRecord {
  formId: string;
  version: string;
  reference: string;
  receivedAt: string;
  values: Record<string, unknown>;
}

export function composeFormMessage(
  answers: FormAnswers,
  receivedAt: Date,
  addresses: MailAddresses,
): Mail.Options {
  const baseName = `${answers.formId}-${answers.reference}`;
  const record: FormRecord = {
    formId: answers.formId,
    version: answers.version,
    reference: answers.reference,
    receivedAt: receivedAt.toISOString(),
    values: answers.values,
  };
  return {
    ...addresses,
    subject: `${answers.title} ${answers.reference}`,
    text: [
      `A "${answers.title}" form was received through Rx Forms.`,
      '',
      `Reference: ${answers.reference}`,
      `Received: ${record.receivedAt}`,
      '',
      `The form is attached as ${baseName}.pdf, its values as data in ${baseName}.json.`,
    ].join('\n'),
    attachments: [
      { filename: `${baseName}.pdf`, content: answers.pdf, contentType: 'application/pdf' },
      {
        filename: `${baseName}.json`,
        content: JSON.stringify(record, null, 2),
        contentType: 'application/json',
      },
    ],
  };
}
