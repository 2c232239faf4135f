import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from './orderDraft';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('order draft storage', () => {
  it('writes, reads back and clears the values', () => {
    const storage = memoryStorage();
    const values = {
      orfPatientName: 'Jane Roe',
      orfMobilityAddonsHDWC: true,
      orfInputFormIPQTY0: 3,
    };
    writeDraft(storage, values);
    expect(readDraft(storage)).toEqual(values);
    clearDraft(storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores a draft that is not a JSON object', () => {
    for (const text of ['not json', '[1,2]', 'null', '"text"', '42']) {
      expect(readDraft(memoryStorage({ [DRAFT_KEY]: text })), text).toBeNull();
    }
  });

  it('works on without a draft where storage refuses access', () => {
    expect(readDraft(refusing)).toBeNull();
    expect(() => writeDraft(refusing, { a: 1 })).not.toThrow();
    expect(() => clearDraft(refusing)).not.toThrow();
  });
});
