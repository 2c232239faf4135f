/**
 * What the supplier receives for every submission, an order or any other form: one e-mail with
 * the form's PDF, the files sent with it, and one JSON record of a single shape, so the
 * supplier's intake parses every form the same way (docs/contract.md, "What the supplier
 * receives").
 */
import type { FromSchema } from 'json-schema-to-ts';
import { locales } from './api.ts';
import { ORDER_FORM_ID } from './catalog.ts';
import { signedByLinkSchema } from './signing.ts';

export const submissionRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formId', 'formVersion', 'reference', 'submittedAt', 'locale', 'values', 'files'],
  properties: {
    /** The form's id in forms.json (its folder in schemas/). */
    formId: { type: 'string' },
    formVersion: { type: 'string' },
    /** `RX-…` for an order (made by the browser), `F-…` for another form (made by the server). */
    reference: { type: 'string' },
    /** When the server received it (ISO time, UTC). */
    submittedAt: { type: 'string', format: 'date-time' },
    /** The language the person filled the form in; the PDF and this record are in English. */
    locale: { type: 'string', enum: locales },
    /** "Completed in Spanish" when `locale` is not English; absent otherwise. */
    completedIn: { type: 'string' },
    /** The values, keys as in the form's schema.json. */
    values: { type: 'object' },
    /** Each file sent with the form, in the e-mail beside the PDF. */
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'type', 'size', 'sha256'],
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          size: { type: 'integer', minimum: 0 },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
      },
    },
    /** An order the practitioner signed from a link: how, and its audit trail. */
    ...signedByLinkSchema.properties,
  },
} as const;
export type SubmissionRecord = FromSchema<typeof submissionRecordSchema>;

/** How a submission's e-mail and its attachments are named. */
export interface SubmissionNaming {
  /** The e-mail's subject, before the reference. */
  subject: string;
  /** The PDF and JSON attachments are `<fileStem>.pdf` and `<fileStem>.json`. */
  fileStem: string;
}

/**
 * An order keeps the names the supplier's intake already knows (`Order Rx RX-…`,
 * `order-RX-….pdf`/`.json`); any other form is named by its title and id.
 */
export function submissionNaming(
  form: { id: string; title: string },
  reference: string,
): SubmissionNaming {
  return form.id === ORDER_FORM_ID
    ? { subject: `Order Rx ${reference}`, fileStem: `order-${reference}` }
    : { subject: `${form.title} ${reference}`, fileStem: `${form.id}-${reference}` };
}
