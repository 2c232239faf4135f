import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '../../../contract/references';
import { ORDER_ID_KEY, OrderReference } from './orderReference';

describe('OrderReference', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes a reference when first asked and keeps it until forgotten', () => {
    const reference = new OrderReference(sessionStorage);
    const first = reference.current();
    expect(first).toMatch(ORDER_ID_PATTERN);
    expect(reference.current()).toBe(first);
    reference.forget();
    expect(sessionStorage.getItem(ORDER_ID_KEY)).toBeNull();
    expect(reference.current()).not.toBe(first);
  });

  it('survives a reload of the tab, so a retry reuses it', () => {
    const before = new OrderReference(sessionStorage).current();
    expect(new OrderReference(sessionStorage).current()).toBe(before);
  });

  it('ignores a stored value that is not a reference', () => {
    sessionStorage.setItem(ORDER_ID_KEY, 'RX-<script>');
    expect(new OrderReference(sessionStorage).current()).toMatch(ORDER_ID_PATTERN);
  });

  it('works without storage, and with storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const storage of [null, refusing]) {
      const reference = new OrderReference(storage);
      const id = reference.current();
      expect(reference.current()).toBe(id);
      reference.forget();
      expect(reference.current()).not.toBe(id);
    }
  });
});
