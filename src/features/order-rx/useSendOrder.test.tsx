import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../../contract/config';
import { englishWords } from '../../lib/i18n/words';
import { ApiError } from '../../lib/api';
import { createAttachmentsStore } from '../../lib/files';
import type { FormController } from '../../forms';
import { OrderReference } from './orderReference';
import { orderRxFormVersion } from './orderRxDefinition';
import { RECEIVED_MESSAGE } from '../../../contract/api';
import { useSendOrder, type SendOrderOptions } from './useSendOrder';

const calls: string[] = [];
const api = vi.hoisted(() => ({
  sendOrderEmail: vi.fn(),
  sendWhatsApp: vi.fn(),
}));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  ...api,
}));
vi.mock('../../lib/sounds/sounds', () => ({
  playSuccessSound: () => calls.push('success sound'),
  playFailureSound: () => calls.push('failure sound'),
}));
const pdfOrders: { orderId: string }[] = [];
const sentPdf = vi.hoisted(() => new Blob(['%PDF-'], { type: 'application/pdf' }));
vi.mock('./orderDocuments', () => ({
  makeOrderDocuments: async (order: { orderId: string }, files: readonly File[]) => {
    calls.push('pdf');
    pdfOrders.push(order);
    return {
      pdf: { base64: 'JVBERi0=', blob: sentPdf, pageCount: 1, bytes: 5 },
      attachments: files.map((file) => ({ name: file.name, base64: 'AA==', mime_type: file.type })),
    };
  },
}));

const values = { orfPatientName: 'Jane Roe', orfPhone: '(555) 010-0123' };
const receipt = {
  orderId: 'RX-7K3M9QXA',
  status: 'sent',
  receivedAt: '2026-11-23T14:05:00.000Z',
} as const;
const receipts: unknown[] = [];
const scan = new File([new Uint8Array([0])], 'scan.png', { type: 'image/png' });

function setUp(reference = new OrderReference(null)) {
  const controller: FormController = {
    getValues: () => values,
    reset: () => calls.push('reset'),
    load: () => {},
  };
  const attachments = createAttachmentsStore();
  attachments.set([scan]);
  const options: SendOrderOptions = {
    config: { ...defaultConfig, whatsAppClientId: 'client-7' },
    controllerRef: { current: controller },
    attachments,
    showToast: (kind, text) => calls.push(`${kind} toast: ${text}`),
    reference,
    locale: 'en',
    words: englishWords,
    onSent: (sent) => {
      receipts.push(sent);
      calls.push('draft cleared');
    },
    onRefused: (detail) => detail !== null && calls.push(`refused: ${detail}`),
  };
  const { result } = renderHook(() => useSendOrder(options));
  return { result, attachments, reference };
}

describe('useSendOrder', () => {
  beforeEach(() => {
    calls.length = 0;
    receipts.length = 0;
    pdfOrders.length = 0;
    api.sendOrderEmail.mockReset();
    api.sendWhatsApp.mockReset();
    api.sendOrderEmail.mockImplementation(async () => {
      calls.push('email');
      return receipt;
    });
    api.sendWhatsApp.mockImplementation(async () => void calls.push('text'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('e-mails the PDF and files, clears everything, then texts the patient', async () => {
    const { result, attachments, reference } = setUp();
    const orderId = reference.current();
    await act(() => result.current.send(values));
    expect(calls).toEqual([
      'pdf',
      'email',
      'reset',
      'draft cleared',
      'success toast: The form was sent',
      'success sound',
      'text',
    ]);
    expect(attachments.get()).toEqual([]);
    expect(receipts).toEqual([{ ...receipt, pdf: sentPdf }]);
    expect(pdfOrders).toEqual([{ orderId, values, company: defaultConfig.company, locale: 'en' }]);
    expect(api.sendOrderEmail).toHaveBeenCalledWith(expect.anything(), {
      order_id: orderId,
      form_version: orderRxFormVersion,
      order_values: values,
      order_form_data: 'JVBERi0=',
      attached_files_data_array: [{ name: 'scan.png', base64: 'AA==', mime_type: 'image/png' }],
      locale: 'en',
    });
    expect(api.sendWhatsApp).toHaveBeenCalledWith(expect.anything(), {
      clientId: 'client-7',
      number: '15550100123',
      text: 'You have sent the form to the Task Supply website. After we have processed it, we will contact you.',
    });
  });

  it('keeps values, files and the reference, and sends no text, when the e-mail fails', async () => {
    api.sendOrderEmail.mockRejectedValue(new ApiError('POST /x answered HTTP 500', 500));
    const { result, attachments, reference } = setUp();
    await act(() => result.current.send(values));
    expect(calls).toEqual(['pdf', 'failure toast: Error to send the form', 'failure sound']);
    expect(attachments.get()).toEqual([scan]);
    await act(() => result.current.send(values));
    const sentIds = api.sendOrderEmail.mock.calls.map(([, body]) => body.order_id);
    expect(sentIds).toEqual([reference.current(), reference.current()]);
    expect(api.sendWhatsApp).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));
  });

  it("shows the server's refusal naming a field or file until dismissed, instead of a toast", async () => {
    const detail = 'attached_files_data_array[0] ("scan.png"): its content is not a image/png file';
    api.sendOrderEmail.mockRejectedValue(new ApiError('HTTP 400', 400, { detail }));
    const { result, attachments } = setUp();
    await act(() => result.current.send(values));
    expect(calls).toEqual(['pdf', `refused: ${detail}`, 'failure sound']);
    expect(attachments.get()).toEqual([scan]);
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining('scan.png'));
  });

  it('only logs a failed text message, without patient data', async () => {
    api.sendWhatsApp.mockRejectedValue(new ApiError('failed', undefined));
    const { result } = setUp();
    await act(() => result.current.send(values));
    await act(async () => {});
    expect(calls).toContain('success toast: The form was sent');
    const logged = vi.mocked(console.error).mock.calls.flat().join(' ');
    expect(logged).toContain('text message');
    expect(logged).not.toMatch(/Jane|0100123/);
  });

  it('forgets the reference once the order is accepted', async () => {
    const { result, reference } = setUp();
    const first = reference.current();
    await act(() => result.current.send(values));
    expect(reference.current()).not.toBe(first);
  });

  it('tells the sender a queued order was received, as a success', async () => {
    api.sendOrderEmail.mockResolvedValue({ ...receipt, status: 'queued' });
    const { result } = setUp();
    await act(() => result.current.send(values));
    expect(calls).toContain(`success toast: ${RECEIVED_MESSAGE}`);
    expect(RECEIVED_MESSAGE).toBe('Received; it will be forwarded to the supplier');
  });

  it('sends an order whose reference was taken by other content again under a new one', async () => {
    api.sendOrderEmail
      .mockRejectedValueOnce(new ApiError('POST /x answered HTTP 409', 409))
      .mockResolvedValueOnce(receipt);
    const { result, reference } = setUp();
    const taken = reference.current();
    await act(() => result.current.send(values));
    const sentIds = api.sendOrderEmail.mock.calls.map(([, body]) => body.order_id);
    expect(sentIds).toHaveLength(2);
    expect(sentIds[0]).toBe(taken);
    expect(sentIds[1]).not.toBe(taken);
    expect(pdfOrders.map((order) => order.orderId)).toEqual(sentIds);
    expect(calls).toContain('success toast: The form was sent');
    // The sender learns that the supplier already has the earlier version, and under which reference.
    expect(receipts).toEqual([expect.objectContaining({ replaces: taken })]);
  });

  it('sends once when asked twice while sending', async () => {
    const { result } = setUp();
    await act(() => Promise.all([result.current.send(values), result.current.send(values)]));
    expect(api.sendOrderEmail).toHaveBeenCalledTimes(1);
  });

  it("sends an order for signature: no text from the page, the patient's goes with it", async () => {
    const forSignature = {
      ...values,
      orfWhoSigns: 'practitioner',
      orfSignerMobile: '(555) 010-0777',
      orfPreparedBy: ' Dana Reyes ',
      orfFooterDr: 'Alan Smith, MD',
      orfFooterNpi: '1234567893',
    };
    api.sendOrderEmail.mockImplementation(async () => {
      calls.push('email');
      return { ...receipt, status: 'awaiting-signature', statusId: 'st-1' };
    });
    const { result } = setUp();
    await act(() => result.current.send(forSignature));
    expect(api.sendOrderEmail.mock.calls[0][1].signing).toEqual({
      preparedBy: 'Dana Reyes',
      practitionerName: 'Alan Smith, MD',
      practitionerNpi: '1234567893',
      mobile: '15550100777',
      patientMessage: {
        number: '15550100123',
        text: 'You have sent the form to the Task Supply website. After we have processed it, we will contact you.',
      },
    });
    expect(calls).toEqual([
      'pdf',
      'email',
      'reset',
      'draft cleared',
      'success toast: Sent to the practitioner to sign',
      'success sound',
    ]);
    expect(receipts).toEqual([
      expect.objectContaining({ statusId: 'st-1', signer: 'Alan Smith, MD' }),
    ]);
  });

  it('asks for no signature when the order is signed here or the Rx is attached', async () => {
    const { result } = setUp();
    await act(() => result.current.send({ ...values, orfWhoSigns: 'attached' }));
    expect(api.sendOrderEmail.mock.calls[0][1]).not.toHaveProperty('signing');
  });
});
