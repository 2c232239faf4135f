import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormStatusStore, FormValidity } from './formStatus';

/** The status store of the enclosing SchemaForm; null outside one (a widget rendered alone). */
export const FormStatusContext = createContext<FormStatusStore | null>(null);

const noSubscription = () => () => {};

/** The error to show for the input `id`, re-rendering only when that field's message changes. */
export function useVisibleError(id: string): string | undefined {
  const store = useContext(FormStatusContext);
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribeField(id, listener) ?? noSubscription(),
    [store, id],
  );
  return useSyncExternalStore(subscribe, () => store?.visibleError(id));
}

export interface SendState {
  validity: FormValidity;
  submitting: boolean;
}

/** What a send button needs; re-renders only when validity or submitting flips. */
export function useSendState(): SendState {
  const store = useContext(FormStatusContext);
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribeForm(listener) ?? noSubscription(),
    [store],
  );
  const validity = useSyncExternalStore(subscribe, () => store?.getValidity() ?? 'unchecked');
  const submitting = useSyncExternalStore(subscribe, () => store?.isSubmitting() ?? false);
  return { validity, submitting };
}
