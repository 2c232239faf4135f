import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTACHMENT_LIMITS } from '../../contract/files';
import { attachmentName, contentMatchesType, fileProblem, safeFileName } from './files';

const everyType = DEFAULT_ATTACHMENT_LIMITS.accept;

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
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['scan.pdf. . ', 'scan.pdf'],
    ['rx\u202Egnp.exe', 'rx_gnp.exe'],
    ['a\r\nBcc: x@y.z.pdf', 'a_Bcc_ x_y.z.pdf'],
    ['Receta médica.jpg', 'Receta médica.jpg'],
    ['', 'attachment'],
    [`${'n'.repeat(300)}.docx`, `${'n'.repeat(95)}.docx`],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });
});

describe('fileProblem', () => {
  const png = bytes(0x89, 'PNG\r\n');

  it('accepts a file whose extension, declared type and content agree, in any letter case', () => {
    expect(fileProblem('scan.PNG', 'image/png', png, everyType)).toBeUndefined();
    expect(
      fileProblem('photo.jpeg', 'image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), everyType),
    ).toBeUndefined();
  });

  it.each([
    ['photo.exe', 'image/png', png, 'files ending in .exe are not accepted'],
    ['invoice.html', 'image/png', png, 'files ending in .html are not accepted'],
    [
      'scan.pdf',
      'image/png',
      png,
      'the name ends in .pdf but the file is declared as image/png (.png)',
    ],
    ['scan.png', 'image/png', bytes('%PDF-1.7'), 'its content is not a image/png file'],
    ['page.html', 'text/html', bytes('<html>'), 'the type text/html is not accepted'],
  ])('refuses %s declared as %s', (name, type, content, problem) => {
    expect(fileProblem(name, type, content, everyType)).toBe(problem);
  });

  it("refuses a known type the form's ui.json does not accept", () => {
    expect(fileProblem('scan.png', 'image/png', png, ['application/pdf'])).toBe(
      'the type image/png is not accepted',
    );
  });
});

describe('attachmentName', () => {
  it("keeps a safe name and gives a name without extension its type's own", () => {
    expect(attachmentName('../x/scan.png', 'image/png')).toBe('scan.png');
    expect(attachmentName('insurance card', 'image/jpeg')).toBe('insurance card.jpg');
    expect(attachmentName('', 'application/pdf')).toBe('attachment.pdf');
  });
});
