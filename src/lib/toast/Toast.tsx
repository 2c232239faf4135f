import { useCallback, useEffect, useState } from 'react';
import './Toast.css';

export type ToastKind = 'success' | 'failure';

export interface ToastMessage {
  kind: ToastKind;
  text: string;
  /** Distinguishes two equal messages in a row, so the second restarts the timer. */
  id: number;
}

export const TOAST_DURATION_MS = 4000;

let nextId = 0;

/** The current toast and `show`, which replaces it; each toast clears itself after `durationMs`. */
export function useToast(durationMs = TOAST_DURATION_MS) {
  const [toast, setToast] = useState<ToastMessage | null>(null);

  const show = useCallback((kind: ToastKind, text: string) => {
    nextId += 1;
    setToast({ kind, text, id: nextId });
  }, []);
  const clear = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);

  return { toast, show, clear };
}

/** Bottom-centre message: `role="status"` for success, `role="alert"` for failure. */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  if (!toast) return null;
  return (
    <div
      key={toast.id}
      role={toast.kind === 'success' ? 'status' : 'alert'}
      className={`toast toast--${toast.kind}`}
    >
      {toast.text}
    </div>
  );
}
