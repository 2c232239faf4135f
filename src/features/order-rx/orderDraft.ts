import type { FormValues } from '../../forms';

/**
 * The typed values of an unsent order, kept in sessionStorage so a reload of the same tab
 * does not lose them. Files are not form values and never land here, only their names, so the
 * page can say which to attach again; nothing goes in the URL.
 */
export const DRAFT_KEY = 'order-rx-draft';
export const DRAFT_FILES_KEY = 'order-rx-draft-files';

/** Storage can be missing or refuse access (privacy modes, full quota): a draft is optional. */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPlainObject(value: unknown): value is FormValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tab's sessionStorage, or null where the browser refuses access to it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage): FormValues | null {
  try {
    const text = storage.getItem(DRAFT_KEY);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage, values: FormValues): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // No room or no access: the form still works, only without a draft.
  }
}

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/** The names of the files the unsent order had. */
export function readDraftFileNames(storage: DraftStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFT_FILES_KEY) ?? '[]');
    return isNameList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function writeDraftFileNames(storage: DraftStorage, names: readonly string[]): void {
  try {
    if (names.length === 0) storage.removeItem(DRAFT_FILES_KEY);
    else storage.setItem(DRAFT_FILES_KEY, JSON.stringify(names));
  } catch {
    // As for the values: the form works without a draft.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
    storage.removeItem(DRAFT_FILES_KEY);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}
