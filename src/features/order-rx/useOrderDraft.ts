import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  clearDraft,
  readDraft,
  readDraftFileNames,
  sessionStorageOrNull,
  writeDraft,
  writeDraftFileNames,
} from './orderDraft';
import type { AttachmentsStore } from '../../lib/files';
import { type FormController, type FormValues } from '../../forms';

/** Saving waits for a pause in typing: serialising the whole form on every key is wasted work. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The names of the attached files follow the store at once (a choice is rare, not a key): after
 * a reload the files are gone, and the store lists those names as missing until chosen again.
 */
function useDraftFileNames(attachments: AttachmentsStore | undefined) {
  useLayoutEffect(() => {
    const storage = sessionStorageOrNull();
    if (!storage || !attachments) return;
    const names = readDraftFileNames(storage);
    if (names.length > 0 && attachments.get().length === 0) attachments.attachAgain(names);
    return attachments.subscribe(() => {
      const chosen = attachments.get().map((file) => file.name);
      writeDraftFileNames(storage, [...chosen, ...attachments.missing()]);
    });
  }, [attachments]);
}

/**
 * Loads the tab's draft into the form when the page opens, and returns `save` (for every
 * change; debounced, written at once if the page is left meanwhile) and `clear` (after a
 * successful send; it also drops a pending save, which would bring the sent values back).
 */
export function useOrderDraft(
  controllerRef: RefObject<FormController | null>,
  attachments?: AttachmentsStore,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<FormValues | null>(null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    const storage = sessionStorageOrNull();
    if (values && storage) writeDraft(storage, values);
  }, []);

  // Before the first paint, so a reload does not flash an empty form.
  useLayoutEffect(() => {
    const storage = sessionStorageOrNull();
    const draft = storage && readDraft(storage);
    if (draft) controllerRef.current?.load(draft);
  }, [controllerRef]);
  useDraftFileNames(attachments);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (values: FormValues) => {
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    const storage = sessionStorageOrNull();
    if (storage) clearDraft(storage);
  }, []);

  return { save, clear };
}
