import { useSyncExternalStore } from 'react';

/**
 * The files picked for a form. They live outside rjsf's formData: rjsf deep-clones formData on
 * every change, and files must not reach the draft kept in sessionStorage.
 */
export interface AttachmentsStore {
  get(): readonly File[];
  set(files: readonly File[]): void;
  clear(): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A selection being checked (its content is read), which `settled` waits for. */
  checking(work: Promise<unknown>): void;
  /** Resolves once no selection is being checked, so Send never leaves out a file just chosen. */
  settled(): Promise<void>;
}

const noFiles: readonly File[] = Object.freeze([]);

export function createAttachmentsStore(): AttachmentsStore {
  let files = noFiles;
  let pending: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  const set = (next: readonly File[]) => {
    files = next.length === 0 ? noFiles : Object.freeze([...next]);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => files,
    set,
    clear: () => set(noFiles),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checking(work) {
      pending = Promise.all([pending, work.catch(() => undefined)]);
    },
    settled: () => pending.then(() => undefined),
  };
}

/** The store's files, re-rendering on change; no files when there is no store. */
export function useAttachments(store: AttachmentsStore | undefined): readonly File[] {
  return useSyncExternalStore(
    store?.subscribe ?? subscribeNothing,
    store?.get ?? getNoFiles,
    store?.get ?? getNoFiles,
  );
}

const subscribeNothing = () => () => {};
const getNoFiles = () => noFiles;
