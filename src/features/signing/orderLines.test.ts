import { describe, expect, it } from 'vitest';
import { loadWords } from '../../lib/i18n/loadWords';
import { englishWords } from '../../lib/i18n/words';
import { orderSections } from './orderLines';

const values = {
  orfReferalName: 'Dr. Alan Smith',
  orfPatientName: 'Jane Q. Roe',
  orfDob: '1950-04-23',
  orfIncontinenceProductsFieldsDc: true,
  orfInputFormIPQTY0: 120,
  orfWhoSigns: 'practitioner',
  orfSignerMobile: '(555) 010-0999',
  orfPreparedBy: 'Pat Office',
};

const linesOf = (sections: Awaited<ReturnType<typeof orderSections>>) =>
  sections.flatMap((section) => section.lines);

describe('the order as the practitioner reads it', () => {
  it('labels every value as the document does, conditional fields and choice titles included', async () => {
    const lines = linesOf(await orderSections('order-rx', values, 'en', englishWords));
    expect(lines).toEqual(
      expect.arrayContaining([
        { label: 'Referral Name', value: 'Dr. Alan Smith' },
        { label: 'Date of Birth', value: '04/23/1950' },
        { label: 'Disposable Chux', value: 'Yes' },
        { label: 'Who signs?', value: 'Send it to the practitioner to sign' },
        { label: "Practitioner's mobile number", value: '(555) 010-0999' },
        { label: 'Your name (prepared by)', value: 'Pat Office' },
      ]),
    );
    expect(lines.map((line) => line.label)).not.toContain('orfSignerMobile');
  });

  it("reads in the page's language, from the form's translation and the site's words", async () => {
    const spanish = (await loadWords('es'))!;
    const lines = linesOf(await orderSections('order-rx', values, 'es', spanish));
    expect(lines).toEqual(
      expect.arrayContaining([
        { label: '¿Quién firma?', value: 'Enviarla al profesional para que la firme' },
        { label: 'Celular del profesional', value: '(555) 010-0999' },
        { label: expect.any(String) as string, value: 'Sí' },
      ]),
    );
  });
});
