/** Tiny, valid request bodies and files for server tests. */
import fs from 'node:fs';
import { randomFillSync } from 'node:crypto';
import type {
  AttachedFileData,
  ConsentRequest,
  OrderRequest,
  TextMessageRequest,
} from '../../contract/api';
import { formVersion, readFormsList } from '../../contract/catalog';
import { newReference, ORDER_REFERENCE_PREFIX } from '../../contract/references';

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const pngAttachment = (name = 'prescription.png'): AttachedFileData => ({
  name,
  base64: PNG_BYTES.toString('base64'),
  mime_type: 'image/png',
});

const formsList = readFormsList(
  JSON.parse(fs.readFileSync(new URL('../../schemas/forms.json', import.meta.url), 'utf8')),
);
/** The Order Rx form's version in schemas/forms.json, as the page sends it. */
export const ORDER_FORM_VERSION = formVersion(
  formsList.forms.find((form) => form.id === 'order-rx') ?? {},
);

/** A fresh order reference, as the browser makes one. */
export const newOrderId = () => newReference(ORDER_REFERENCE_PREFIX, randomFillSync);

/** Values that pass schemas/order-rx/schema.json: the required patient name and phone. */
export const orderValues = (overrides: Record<string, unknown> = {}) => ({
  orfPatientName: 'Maria Gonzalez',
  orfPhone: '(555) 123-4567',
  ...overrides,
});

/** A valid order body with a new `order_id` on every call; `overrides` replace its fields. */
export const orderBody = (
  attachments: AttachedFileData[] = [pngAttachment()],
  overrides: Partial<Record<keyof OrderRequest, unknown>> = {},
): OrderRequest => ({
  order_id: newOrderId(),
  form_version: ORDER_FORM_VERSION,
  order_values: orderValues(),
  order_form_data: PDF_BYTES.toString('base64'),
  attached_files_data_array: attachments,
  ...(overrides as Partial<OrderRequest>),
});

export const textMessageBody = (
  overrides: Partial<TextMessageRequest> = {},
): TextMessageRequest => ({
  clientId: 'rx-forms',
  number: '15551234567',
  text: 'Task Supply received your order.',
  ...overrides,
});

export const consentBody = (overrides: Partial<Record<keyof ConsentRequest, unknown>> = {}) => ({
  name: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  consent: true,
  consentText:
    'I agree to receive text messages from Task Supply. Reply STOP to stop, HELP for help.',
  consentTextVersion: '2025-01',
  pageUrl: 'https://forms.example.com/conset-messages-form',
  consentedAt: '2025-01-31T14:05:00.000Z',
  ...overrides,
});
