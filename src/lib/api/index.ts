export { ApiError, postJson, type PostOptions } from './postJson';
export {
  buildOrderEmailPayload,
  buildWhatsAppPayload,
  ORDER_EMAIL_PATH,
  sendOrderEmail,
  sendWhatsApp,
  WHATSAPP_PATH,
  whatsAppConfirmationText,
  type OrderEmailPayload,
  type WhatsAppPayload,
} from './orderApi';
