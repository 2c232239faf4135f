export { ApiError, postJson, postJsonForAnswer, type PostOptions } from './postJson';
export {
  buildOrderRequest,
  buildTextMessage,
  readOrderReceipt,
  sendOrderEmail,
  sendWhatsApp,
  whatsAppConfirmationText,
  type OrderParts,
  type OrderReceipt,
} from './orderApi';
