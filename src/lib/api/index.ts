export {
  ApiError,
  isTryLater,
  postJson,
  postJsonElsewhere,
  readAnswer,
  type PostOptions,
} from './postJson';
export {
  buildOrderRequest,
  buildTextMessage,
  sendOrderEmail,
  sendWhatsApp,
  whatsAppConfirmationText,
  type OrderParts,
  type OrderReceipt,
} from './orderApi';
