export { Toast, TOAST_DURATION_MS, useToast, type ToastKind, type ToastMessage } from './Toast';
