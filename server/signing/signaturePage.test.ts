import { describe, expect, it } from 'vitest';
import { attestationText, type SignedByLink } from '../../contract/signing';
import { orderPdf, pdfText } from '../testing/signingFixtures';
import { appendSignaturePage } from './signaturePage';

function signedBy(name: string, preparedBy = 'Dana Reyes'): SignedByLink {
  return {
    signature: { method: 'typed', name, attestation: attestationText(name, undefined) },
    audit: {
      preparedBy,
      preparedAt: '2026-11-26T14:00:00.000Z',
      sentTo: [{ channel: 'text', to: '(•••) •••-0123' }],
      openedAt: '2026-11-26T14:05:00.000Z',
      signedAt: '2026-11-26T14:06:00.000Z',
      signerIp: '127.0.0.1',
      signerBrowser: 'Mozilla/5.0',
      documentSha256: 'a'.repeat(64),
    },
  };
}

const lastPageText = async (signed: SignedByLink) => {
  const pdf = await appendSignaturePage(await orderPdf(), 'RX-7K3M9QXA', signed);
  const pages = pdfText(pdf).split('\f');
  return pages[pages.length - 2].replace(/\s+/g, ' ');
};

describe('the signature page', () => {
  it("prints names outside Windows-1252 as typed, in the site's Noto Sans", async () => {
    const text = await lastPageText(signedBy('Zoë Łukasiewicz', 'Анна Иванова'));
    expect(text).toContain('I am Zoë Łukasiewicz, and I ordered these items for this patient.');
    expect(text).toContain('Electronically signed by Zoë Łukasiewicz (typed name)');
    expect(text).toContain('Prepared by: Анна Иванова, 2026-11-26T14:00:00.000Z');
  });

  it('writes a character no font here draws as its code point, and the rest as typed', async () => {
    const text = await lastPageText(signedBy('王 Wei Ƶoë'));
    expect(text).toContain('Electronically signed by [U+738B] Wei Ƶoë (typed name)');
  });

  it('keeps Western names in Helvetica, with no font embedded', async () => {
    const pdf = await appendSignaturePage(await orderPdf(), 'RX-7K3M9QXA', signedBy('José Peña'));
    expect(pdf.toString('latin1')).not.toContain('/FontFile2');
    expect(pdfText(pdf)).toContain('Electronically signed by José Peña (typed name)');
  });
});
