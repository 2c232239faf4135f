export { ApiError, postJson, postJsonForAnswer, type PostOptions } from './postJson';
export {
  buildOrderEmailPayload,
  buildWhatsAppPayload,
  ORDER_EMAIL_PATH,
  readOrderReceipt,
  sendOrderEmail,
  sendWhatsApp,
  WHATSAPP_PATH,
  whatsAppConfirmationText,
  type OrderEmailPayload,
  type OrderParts,
  type OrderReceipt,
  type OrderStatus,
  type WhatsAppPayload,
} from './orderApi';
