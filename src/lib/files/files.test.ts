import { describe, expect, it, vi } from 'vitest';
import {
  acceptAttribute,
  createAttachmentsStore,
  encodeAttachments,
  fileToBase64,
  filterFiles,
  mimeTypeOf,
} from '.';
import { MEGABYTE, type AttachmentLimits } from '../../../contract/files';

const accept = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const limits: AttachmentLimits = {
  accept,
  maxFiles: 5,
  maxFileBytes: 10 * MEGABYTE,
  maxTotalBytes: 15 * MEGABYTE,
};

/** A file that reports `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('mimeTypeOf', () => {
  it('uses the browser type, else the extension', () => {
    expect(mimeTypeOf(fakeFile('a.png', 'image/png'))).toBe('image/png');
    expect(mimeTypeOf(fakeFile('Notes.DOC', ''))).toBe('application/msword');
    expect(mimeTypeOf(fakeFile('sheet.xls', 'application/octet-stream'))).toBe(
      'application/vnd.ms-excel',
    );
    expect(mimeTypeOf(fakeFile('README', ''))).toBe('');
  });
});

describe('acceptAttribute', () => {
  it('lists MIME types and their extensions', () => {
    const value = acceptAttribute(['image/jpeg', 'application/msword']);
    expect(value).toBe('image/jpeg,application/msword,.jpg,.jpeg,.jpe,.jfif,.doc');
  });
});

describe('filterFiles', () => {
  it('keeps accepted types, by MIME or by extension when the type is empty', () => {
    const { kept, rejected } = filterFiles(
      [fakeFile('rx.pdf', 'application/pdf'), fakeFile('notes.doc', ''), fakeFile('run.exe', '')],
      limits,
    );
    expect(kept.map((f) => f.name)).toEqual(['rx.pdf', 'notes.doc']);
    expect(rejected).toEqual([
      {
        name: 'run.exe',
        reason: 'not an accepted type (accepted: jpg, png, gif, webp, pdf, doc, docx, xls, xlsx)',
      },
    ]);
  });

  it('rejects a file over the per-file size', () => {
    const { kept, rejected } = filterFiles(
      [
        fakeFile('big.png', 'image/png', 10 * MEGABYTE + 1),
        fakeFile('ok.png', 'image/png', 10 * MEGABYTE),
      ],
      limits,
    );
    expect(kept.map((f) => f.name)).toEqual(['ok.png']);
    expect(rejected).toEqual([{ name: 'big.png', reason: 'larger than 10 MB' }]);
  });

  it('keeps only the first five files', () => {
    const files = Array.from({ length: 7 }, (_, i) => fakeFile(`p${i}.png`, 'image/png'));
    const { kept, rejected } = filterFiles(files, limits);
    expect(kept).toHaveLength(5);
    expect(rejected).toEqual([
      { name: 'p5.png', reason: 'more than 5 files' },
      { name: 'p6.png', reason: 'more than 5 files' },
    ]);
  });

  it('a rejected file does not count toward the five', () => {
    const files = [
      fakeFile('x.txt', 'text/plain'),
      ...Array.from({ length: 5 }, (_, i) => fakeFile(`p${i}.png`, 'image/png')),
    ];
    expect(filterFiles(files, limits).kept).toHaveLength(5);
  });

  it('stops at the total size, but still keeps a later file that fits', () => {
    const { kept, rejected } = filterFiles(
      [
        fakeFile('a.pdf', 'application/pdf', 8 * MEGABYTE),
        fakeFile('b.pdf', 'application/pdf', 8 * MEGABYTE),
        fakeFile('c.pdf', 'application/pdf', 7 * MEGABYTE),
      ],
      limits,
    );
    expect(kept.map((f) => f.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(rejected).toEqual([{ name: 'b.pdf', reason: 'total over 15 MB' }]);
  });

  it('accepts a FileList-like input and an empty selection', () => {
    expect(filterFiles([], limits)).toEqual({ kept: [], rejected: [] });
  });
});

describe('base64', () => {
  it('encodes bytes as plain base64 without a data: prefix', async () => {
    const file = new File([new Uint8Array([0, 1, 2, 250, 255])], 'b.bin');
    expect(await fileToBase64(file)).toBe('AAEC+v8=');
    expect(await fileToBase64(new File(['hello'], 'h.txt'))).toBe('aGVsbG8=');
  });

  it('encodes attachments as name, base64 and mime_type', async () => {
    const files = [
      new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' }),
      new File(['d'], 'n.doc'),
    ];
    expect(await encodeAttachments(files)).toEqual([
      { name: 'rx.pdf', base64: btoa('%PDF-1.4'), mime_type: 'application/pdf' },
      { name: 'n.doc', base64: btoa('d'), mime_type: 'application/msword' },
    ]);
  });
});

describe('AttachmentsStore', () => {
  it('holds, replaces and clears files and notifies subscribers', () => {
    const store = createAttachmentsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = fakeFile('a.png', 'image/png');
    const b = fakeFile('b.png', 'image/png');
    store.set([a]);
    store.set([b]);
    expect(store.get()).toEqual([b]);
    store.clear();
    expect(store.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.set([a]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
