import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePdf } from './savePdf';

afterEach(() => vi.restoreAllMocks());

describe('savePdf', () => {
  it('downloads the blob under the given file name', () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('order-rx-form.pdf');
      expect(this.href).toBe('blob:pdf');
    });
    const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    savePdf({ blob }, 'order-rx-form.pdf');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
