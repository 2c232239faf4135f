import type { FormValues } from '../../forms';

/**
 * The typed values of an unsent order, kept in sessionStorage so a reload of the same tab
 * does not lose them. Files are not form values and never land here; nothing goes in the URL.
 */
export const DRAFT_KEY = 'order-rx-draft';

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

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}
