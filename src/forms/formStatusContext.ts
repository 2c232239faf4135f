import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { FormStatusStore, FormValidity } from './core/formStatus';

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
  const visibleError = () => store?.visibleError(id);
  return useSyncExternalStore(subscribe, visibleError, visibleError);
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
  const getValidity = () => store?.getValidity() ?? 'unchecked';
  const isSubmitting = () => store?.isSubmitting() ?? false;
  const validity = useSyncExternalStore(subscribe, getValidity, getValidity);
  const submitting = useSyncExternalStore(subscribe, isSubmitting, isSubmitting);
  return { validity, submitting };
}

/** Tells the form's status store the name of field `id` and rjsf's value for it. */
export function useFieldName(id: string, name: string, initialValue: unknown): void {
  const store = useContext(FormStatusContext);
  useEffect(
    () => store?.describeField(id, { name, initialValue }),
    [store, id, name, initialValue],
  );
}

/** Re-renders when any error of the form appears, goes or changes; gives the store. */
export function useFormErrors(): FormStatusStore | null {
  const store = useContext(FormStatusContext);
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribeErrors(listener) ?? noSubscription(),
    [store],
  );
  const errorsVersion = () => store?.errorsVersion() ?? '';
  useSyncExternalStore(subscribe, errorsVersion, errorsVersion);
  return store;
}
