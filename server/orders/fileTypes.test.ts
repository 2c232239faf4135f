// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentMatchesType, safeFileName } from './fileTypes';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('contentMatchesType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/png', bytes(0x89, 'PNG\r\n')],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7')],
    ['application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1)],
    ['application/vnd.ms-excel', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1)],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes('PK\x03\x04')],
  ])('recognises %s', (type, content) => {
    expect(contentMatchesType(content, type)).toBe(true);
  });

  it('rejects content of another type, short content and unknown types', () => {
    expect(contentMatchesType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'), 'image/webp')).toBe(false);
    expect(contentMatchesType(bytes(0xff, 0xd8), 'image/jpeg')).toBe(false);
    expect(contentMatchesType(bytes('<html>'), 'text/html')).toBe(false);
  });
});

describe('safeFileName', () => {
  it.each([
    ['scan.png', 'scan.png'],
    ['C:\\Users\\me\\Desktop\\rx.pdf', 'rx.pdf'],
    ['../../.hidden', 'hidden'],
    ['a\r\nBcc: x@y.z.pdf', 'a_Bcc_ x_y.z.pdf'],
    ['Receta médica.jpg', 'Receta médica.jpg'],
    ['', 'attachment'],
    [`${'n'.repeat(300)}.docx`, `${'n'.repeat(95)}.docx`],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });
});
