/**
 * The body of `POST /send_email_order_rx_form`: its JSON Schema, its size limits, and the checks
 * a schema cannot make (decoded sizes, real file content).
 */
import { ApiError, formatBytes } from '../http/errors';
import { acceptedMimeTypes, contentMatchesType, isPdf, safeFileName } from './fileTypes';

const MB = 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * MB;
export const MAX_TOTAL_ATTACHMENT_BYTES = 15 * MB;
export const MAX_PDF_BYTES = 5 * MB;

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Largest legitimate body (all files and the PDF at their limits, base64) plus room for JSON. */
export const ORDER_BODY_LIMIT =
  base64Length(MAX_TOTAL_ATTACHMENT_BYTES) + base64Length(MAX_PDF_BYTES) + 64 * 1024;

export interface AttachedFileData {
  name: string;
  base64: string;
  mime_type: string;
}

export interface OrderRequestBody {
  order_form_data: string;
  attached_files_data_array: AttachedFileData[];
}

export const orderRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order_form_data', 'attached_files_data_array'],
  properties: {
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
          mime_type: { type: 'string', enum: acceptedMimeTypes },
        },
      },
    },
  },
} as const;

export interface OrderFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Order {
  pdf: Buffer;
  attachments: OrderFile[];
}

function decodeAttachment(file: AttachedFileData, index: number): OrderFile {
  const label = `attached_files_data_array[${index}] ("${safeFileName(file.name)}")`;
  const content = Buffer.from(file.base64, 'base64');
  if (content.length > MAX_ATTACHMENT_BYTES) {
    throw new ApiError(413, `${label} is larger than ${formatBytes(MAX_ATTACHMENT_BYTES)}`);
  }
  if (!contentMatchesType(content, file.mime_type)) {
    throw new ApiError(400, `${label}: its content is not a ${file.mime_type} file`);
  }
  return { filename: safeFileName(file.name), content, contentType: file.mime_type };
}

/** Decodes a schema-valid body and checks what the schema cannot; throws ApiError (400/413). */
export function decodeOrder(body: OrderRequestBody): Order {
  const pdf = Buffer.from(body.order_form_data, 'base64');
  if (pdf.length > MAX_PDF_BYTES) {
    throw new ApiError(
      413,
      `order_form_data: the PDF is larger than ${formatBytes(MAX_PDF_BYTES)}`,
    );
  }
  if (!isPdf(pdf)) {
    throw new ApiError(400, 'order_form_data: is not a PDF (its content must start with %PDF)');
  }
  const attachments = body.attached_files_data_array.map(decodeAttachment);
  const total = attachments.reduce((sum, file) => sum + file.content.length, 0);
  if (total > MAX_TOTAL_ATTACHMENT_BYTES) {
    throw new ApiError(
      413,
      `attached_files_data_array: the files together are larger than ${formatBytes(MAX_TOTAL_ATTACHMENT_BYTES)}`,
    );
  }
  return { pdf, attachments };
}
