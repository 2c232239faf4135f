/**
 * The body of `POST /send_email_order_rx_form`: its JSON Schema, its size limits, and the checks
 * a schema cannot make (the form's own schema for the values, decoded sizes, real file content).
 */
import type { CheckedForm } from '../forms/formCatalog';
import { sha256Hex, submissionFingerprint } from '../forms/fingerprint';
import { ApiError, formatBytes } from '../http/errors';
import { patternString } from '../http/validation';
import { attachmentName, fileProblem, isPdf } from './fileTypes';

const MB = 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * MB;
export const MAX_TOTAL_ATTACHMENT_BYTES = 15 * MB;
export const MAX_PDF_BYTES = 5 * MB;
/** Names, types and JSON punctuation around the base64 texts and the values. */
const ENVELOPE_BYTES = 64 * 1024;

export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Largest legitimate body: all files and the PDF at their limits (base64) and the values at theirs. */
export function orderBodyLimit(maxValuesBytes: number): number {
  return (
    base64Length(MAX_TOTAL_ATTACHMENT_BYTES) +
    base64Length(MAX_PDF_BYTES) +
    maxValuesBytes +
    ENVELOPE_BYTES
  );
}

/** The order's reference, made by the browser (decisions.md): `RX-` and 8 Crockford base32 characters. */
export const ORDER_ID_PATTERN = /^RX-[0-9A-HJKMNP-TV-Z]{8}$/;

export interface AttachedFileData {
  name: string;
  base64: string;
  mime_type: string;
}

export interface OrderRequestBody {
  order_id: string;
  form_version: string;
  order_values: Record<string, unknown>;
  order_form_data: string;
  attached_files_data_array: AttachedFileData[];
}

export const orderRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'order_id',
    'form_version',
    'order_values',
    'order_form_data',
    'attached_files_data_array',
  ],
  properties: {
    order_id: patternString(
      ORDER_ID_PATTERN.source,
      'must be RX- and 8 characters from 0-9 and A-Z without I, L, O, U (e.g. RX-7K3M9QXA)',
    ),
    form_version: { type: 'string', minLength: 1, maxLength: 40 },
    order_values: { type: 'object' },
    order_form_data: { type: 'string', minLength: 4, format: 'base64' },
    attached_files_data_array: {
      type: 'array',
      maxItems: MAX_ATTACHMENTS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'base64', 'mime_type'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 255 },
          base64: { type: 'string', minLength: 4, format: 'base64' },
          mime_type: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
    },
  },
} as const;

export interface OrderFile {
  filename: string;
  content: Buffer;
  contentType: string;
  sha256: string;
}

export interface Order {
  orderId: string;
  formVersion: string;
  values: Record<string, unknown>;
  pdf: Buffer;
  attachments: OrderFile[];
  /** SHA-256 of what makes a resend "the same order" (see fingerprint.ts). */
  fingerprint: string;
}

/** A PDF sent as plain base64 (order or form), checked for size and for being a PDF. */
export function decodePdf(base64: string, field: string): Buffer {
  const pdf = Buffer.from(base64, 'base64');
  if (pdf.length > MAX_PDF_BYTES) {
    throw new ApiError(413, `${field}: the PDF is larger than ${formatBytes(MAX_PDF_BYTES)}`);
  }
  if (!isPdf(pdf)) {
    throw new ApiError(400, `${field}: is not a PDF (its content must start with %PDF)`);
  }
  return pdf;
}

function decodeAttachment(file: AttachedFileData, index: number): OrderFile {
  const filename = attachmentName(file.name, file.mime_type);
  const label = `attached_files_data_array[${index}] ("${filename}")`;
  const content = Buffer.from(file.base64, 'base64');
  if (content.length > MAX_ATTACHMENT_BYTES) {
    throw new ApiError(413, `${label} is larger than ${formatBytes(MAX_ATTACHMENT_BYTES)}`);
  }
  const problem = fileProblem(filename, file.mime_type, content);
  if (problem) throw new ApiError(400, `${label}: ${problem}`);
  return { filename, content, contentType: file.mime_type, sha256: sha256Hex(content) };
}

/**
 * Decodes a body that passed `orderRequestSchema` and checks what that schema cannot: the
 * values against the order form's schema.json, the PDF, each file. Throws ApiError (400/413).
 */
export function decodeOrder(body: OrderRequestBody, form: CheckedForm): Order {
  form.checkValues(body.order_values, 'order_values');
  const pdf = decodePdf(body.order_form_data, 'order_form_data');
  const attachments = body.attached_files_data_array.map(decodeAttachment);
  const total = attachments.reduce((sum, file) => sum + file.content.length, 0);
  if (total > MAX_TOTAL_ATTACHMENT_BYTES) {
    throw new ApiError(
      413,
      `attached_files_data_array: the files together are larger than ${formatBytes(MAX_TOTAL_ATTACHMENT_BYTES)}`,
    );
  }
  const fingerprint = submissionFingerprint(
    body.form_version,
    body.order_values,
    attachments.map((file) => ({
      name: file.filename,
      type: file.contentType,
      sha256: file.sha256,
    })),
  );
  return {
    orderId: body.order_id,
    formVersion: body.form_version,
    values: body.order_values,
    pdf,
    attachments,
    fingerprint,
  };
}
