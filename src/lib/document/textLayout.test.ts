import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { wrap } from './textLayout';

const doc = new jsPDF({ unit: 'mm', format: 'a4' });
const measure = { doc, fonts: {} };
const EMAIL = 'averyveryveryverylongemailaddresswithoutanyspaces@example-clinic.org';
const text = `Write to ${EMAIL} today`;

describe('wrap', () => {
  it("starts a word longer than the line on its own line, where jsPDF's splitTextToSize glues it to the words before (jsPDF #3644)", () => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    const jsPdfLines = doc.splitTextToSize(text, 40) as string[];
    expect(jsPdfLines[0]).toMatch(/^Write to avery/);
    const lines = wrap(measure, text, 40, 8.5);
    expect(lines[0]).toBe('Write to');
    // Nothing is lost: the same characters, cut only at line ends.
    expect(lines.join(' ').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    for (const line of lines) expect(doc.getTextWidth(line)).toBeLessThanOrEqual(40);
  });

  it('wraps words as splitTextToSize does, and keeps line breaks', () => {
    const plain =
      'Line two is a long line that should wrap inside its box because it has many words';
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    expect(wrap(measure, `Line one\n${plain}`, 40, 8.5)).toEqual([
      'Line one',
      ...(doc.splitTextToSize(plain, 40) as string[]),
    ]);
  });
});
