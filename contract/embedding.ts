/**
 * The messages the Order Rx form exchanges with a shop page that embeds it in an iframe
 * (docs/embedding.md). Messages come from another window, so their shapes are checked at run
 * time before anything is done with them.
 */
import type { AttachedFileData, Locale } from './api.ts';

/** Parent → form: asks for the form's PDF and attachments. */
export interface CheckOutRequest {
  action: 'checkOut';
}

/** Form → parent: the answer to `checkOut`. */
export interface OrderRxFormData {
  action: 'orderRxFormData';
  /** The order's reference, printed on every page of the PDF (`RX-` + 8 characters). */
  order_id: string;
  /** The values the PDF was made from, keys as in schemas/order-rx/schema.json. */
  order_values: Record<string, unknown>;
  /** The supplier's copy: English, saying "Completed in Spanish" when filled in Spanish. */
  order_form_pdf_base64: string;
  attached_files_data_array: AttachedFileData[];
  /** The language the form was filled in (`en`, `es`). */
  locale?: Locale;
}

/** Form → parent, on window blur: whether patient name and phone are both present. */
export interface OrderRxFormFilled {
  action: 'orderRxFormFilled';
  value: boolean;
}

/** Form → parent: the content height in CSS pixels, so the shop can size the frame. */
export interface OrderRxFormResize {
  action: 'orderRxFormResize';
  height: number;
}

/**
 * Form → parent: `checkOut` could not be answered. The message is a fixed, patient-free
 * sentence, so the shop can stop waiting and tell its user; it never carries form values.
 */
export interface OrderRxFormError {
  action: 'orderRxFormError';
  message: string;
}

export type ParentMessage = CheckOutRequest;
export type FormMessage =
  OrderRxFormData | OrderRxFormFilled | OrderRxFormResize | OrderRxFormError;

export const checkOutFailedMessage: OrderRxFormError = {
  action: 'orderRxFormError',
  message: 'The order form could not be prepared. Please try again.',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns the parent's request if `data` is one, otherwise `null` (the message is then
 * ignored). Only the exact action name counts; other keys are tolerated and unused, so a shop
 * that adds its own bookkeeping fields is not locked out.
 */
export function parseParentMessage(data: unknown): ParentMessage | null {
  if (isPlainObject(data) && data.action === 'checkOut') return { action: 'checkOut' };
  return null;
}

/**
 * Whether `origin` is exactly one of the trusted origins. Exact string equality only: no
 * prefix, suffix, wildcard or URL normalisation, so `https://shop.example.com.evil.com`,
 * `http://shop.example.com` and `https://shop.example.com/` do not match
 * `https://shop.example.com`. The opaque origin `"null"` (sandboxed frames, `file:` pages)
 * is never trusted, since any page can produce it.
 */
export function isTrustedOrigin(origin: string, trustedOrigins: readonly string[]): boolean {
  return origin !== 'null' && trustedOrigins.includes(origin);
}
