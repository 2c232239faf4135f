import { useSyncExternalStore } from 'react';

/**
 * The files picked for a form. They live outside rjsf's formData: rjsf deep-clones formData on
 * every change, and files must not reach the draft kept in sessionStorage. A page that restores
 * a draft after a reload tells the store which files it had (`attachAgain`): those names are
 * `missing` until files of the same names are chosen again.
 */
export interface AttachmentsStore {
  get(): readonly File[];
  set(files: readonly File[]): void;
  /** No files, and none missing (after a send). */
  clear(): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A selection being checked (its content is read), which `settled` waits for. */
  checking(work: Promise<unknown>): void;
  /** Resolves once no selection is being checked, so Send never leaves out a file just chosen. */
  settled(): Promise<void>;
  /** The names of files the form had before the page was reloaded, to be chosen again. */
  attachAgain(names: readonly string[]): void;
  /** Those names not chosen again yet. */
  missing(): readonly string[];
}

const noFiles: readonly File[] = Object.freeze([]);
const noNames: readonly string[] = Object.freeze([]);
const frozen = <T>(items: readonly T[], none: readonly T[]) =>
  items.length === 0 ? none : Object.freeze([...items]);

export function createAttachmentsStore(): AttachmentsStore {
  let files = noFiles;
  let missing = noNames;
  let pending: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  const update = (nextFiles: readonly File[], nextMissing: readonly string[]) => {
    files = frozen(nextFiles, noFiles);
    missing = frozen(
      nextMissing.filter((name) => !files.some((file) => file.name === name)),
      noNames,
    );
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => files,
    set: (next) => update(next, missing),
    clear: () => update(noFiles, noNames),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checking(work) {
      pending = Promise.all([pending, work.catch(() => undefined)]);
    },
    settled: () => pending.then(() => undefined),
    attachAgain: (names) => update(files, names),
    missing: () => missing,
  };
}

const subscribeNothing = () => () => {};

/** The store's files, re-rendering on change; no files when there is no store. */
export function useAttachments(store: AttachmentsStore | undefined): readonly File[] {
  const get = store?.get ?? (() => noFiles);
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, get, get);
}

/** The names of files to choose again after a reload; none when there is no store. */
export function useMissingAttachments(store: AttachmentsStore | undefined): readonly string[] {
  const get = store?.missing ?? (() => noNames);
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, get, get);
}
