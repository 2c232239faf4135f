import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormController } from '../../forms';
import { defaultConfig } from '../../../contract/config';
import { englishWords } from '../../lib/i18n/words';
import { createAttachmentsStore } from '../../lib/files';
import { OrderReference } from './orderReference';
import { PrintStatus } from './PrintStatus';
import { PDF_FILE_NAME, usePrintPdf } from './usePrintPdf';

const mocks = vi.hoisted(() => ({ makeOrderPdf: vi.fn(), savePdf: vi.fn() }));
vi.mock('./orderDocuments', () => ({ makeOrderPdf: mocks.makeOrderPdf }));
vi.mock('../../lib/document', () => ({ savePdf: mocks.savePdf }));

const pdf = { base64: 'JVBERi0=', blob: new Blob(), pageCount: 1, bytes: 5 };
const values = { orfPatientName: 'Jane Roe' };
const controllerRef = {
  current: { getValues: () => values, reset: () => {}, load: () => {} } as FormController,
};
const attachments = createAttachmentsStore();
const printHook = (reference = new OrderReference(null)) =>
  renderHook(() =>
    usePrintPdf(
      controllerRef,
      reference,
      defaultConfig.company,
      { language: 'en', words: englishWords, uiSchema: {} },
      attachments,
    ),
  );

describe('usePrintPdf', () => {
  beforeEach(() => {
    mocks.makeOrderPdf.mockReset().mockResolvedValue(pdf);
    mocks.savePdf.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the PDF as order-rx-form.pdf and reports it saved', async () => {
    const { result } = printHook();
    await act(() => result.current.print());
    expect(mocks.savePdf).toHaveBeenCalledWith(pdf, PDF_FILE_NAME);
    expect(PDF_FILE_NAME).toBe('order-rx-form.pdf');
    expect(result.current).toMatchObject({ printing: false, result: 'saved' });
  });

  it('reports a failure and logs only its kind', async () => {
    mocks.makeOrderPdf.mockRejectedValue(new TypeError('Jane Roe broke it'));
    const { result } = printHook();
    await act(() => result.current.print());
    expect(result.current.result).toBe('failed');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('TypeError'));
    expect(vi.mocked(console.error).mock.calls.flat().join(' ')).not.toContain('Jane');
  });

  it('prints the order under its reference, which a later send keeps', async () => {
    const reference = new OrderReference(null);
    const { result } = printHook(reference);
    await act(() => result.current.print());
    await act(() => result.current.print());
    const orderIds = mocks.makeOrderPdf.mock.calls.map(([order]) => order.orderId);
    expect(orderIds).toEqual([reference.current(), reference.current()]);
    expect(mocks.makeOrderPdf.mock.calls[0][0].values).toEqual(values);
    expect(mocks.makeOrderPdf.mock.calls[0][0].attachedFiles).toBe(0);
  });
});

describe('PrintStatus', () => {
  it('shows progress, then Form Saved in a status region, or a failure as an alert', () => {
    const { rerender } = render(<PrintStatus printing result={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing PDF…');
    rerender(<PrintStatus printing={false} result="saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Form Saved');
    expect(screen.getByRole('status')).toHaveClass('rx-print-status--saved');
    rerender(<PrintStatus printing={false} result="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
