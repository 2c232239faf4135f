/**
 * The supplier's e-mail for one submission, the same for an order and any other form. The
 * subject and text carry only the reference and the time received; patient data stays in the
 * attachments: the PDF, the files sent with it, and the record (contract/record.ts) as JSON.
 */
import type Mail from 'nodemailer/lib/mailer';
import { completedIn } from '../../contract/completedIn';
import { submissionNaming, type SubmissionRecord } from '../../contract/record';
import type { SignedByLink } from '../../contract/signing';
import type { Submission } from './submission';

export interface MailAddresses {
  to: string;
  from: string;
}

/** `signed`: the signature and audit trail of an order the practitioner signed from a link. */
export function submissionRecord(
  submission: Submission,
  receivedAt: Date,
  signed?: SignedByLink,
): SubmissionRecord {
  return {
    formId: submission.form.entry.id,
    formVersion: submission.formVersion,
    reference: submission.reference,
    submittedAt: receivedAt.toISOString(),
    locale: submission.locale,
    ...(completedIn(submission.locale) ? { completedIn: completedIn(submission.locale) } : {}),
    values: submission.values,
    files: submission.files.map(({ name, type, content, sha256 }) => ({
      name,
      type,
      size: content.length,
      sha256,
    })),
    ...signed,
  };
}

function filesSentence(count: number): string {
  return count === 0 ? 'no other files' : `${count} attached file${count === 1 ? '' : 's'}`;
}

export function composeSubmissionMessage(
  submission: Submission,
  receivedAt: Date,
  addresses: MailAddresses,
  signed?: SignedByLink,
): Mail.Options {
  const { entry } = submission.form;
  const { subject, fileStem } = submissionNaming(entry, submission.reference);
  const record = submissionRecord(submission, receivedAt, signed);
  return {
    ...addresses,
    subject,
    text: [
      `The form "${entry.title}" was received through Rx Forms.`,
      '',
      `Reference: ${submission.reference}`,
      `Received: ${record.submittedAt}`,
      ...(record.completedIn ? [`${record.completedIn}.`] : []),
      ...(signed
        ? [
            `Signed by ${signed.signature.name} from a signing link; the signature and the audit trail are on the PDF's last page and in the JSON.`,
          ]
        : []),
      '',
      `The form is attached as ${fileStem}.pdf, with ${filesSentence(submission.files.length)}.`,
      `Its values are attached as data in ${fileStem}.json.`,
    ].join('\n'),
    attachments: [
      { filename: `${fileStem}.pdf`, content: submission.pdf, contentType: 'application/pdf' },
      ...submission.files.map(({ name, content, type }) => ({
        filename: name,
        content,
        contentType: type,
      })),
      {
        filename: `${fileStem}.json`,
        content: JSON.stringify(record, null, 2),
        contentType: 'application/json',
      },
    ],
  };
}
