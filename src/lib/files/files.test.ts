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
import { sampleFile } from './sampleFiles.testing';

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

const fakeFile = sampleFile;

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
  it('keeps accepted types, by MIME or by extension when the type is empty', async () => {
    const { kept, rejected } = await filterFiles(
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

  it('rejects a file over the per-file size', async () => {
    const { kept, rejected } = await filterFiles(
      [
        fakeFile('big.png', 'image/png', 10 * MEGABYTE + 1),
        fakeFile('ok.png', 'image/png', 10 * MEGABYTE),
      ],
      limits,
    );
    expect(kept.map((f) => f.name)).toEqual(['ok.png']);
    expect(rejected).toEqual([{ name: 'big.png', reason: 'larger than 10 MB' }]);
  });

  it('keeps only the first five files', async () => {
    const files = Array.from({ length: 7 }, (_, i) => fakeFile(`p${i}.png`, 'image/png'));
    const { kept, rejected } = await filterFiles(files, limits);
    expect(kept).toHaveLength(5);
    expect(rejected).toEqual([
      { name: 'p5.png', reason: 'more than 5 files' },
      { name: 'p6.png', reason: 'more than 5 files' },
    ]);
  });

  it('a rejected file does not count toward the five', async () => {
    const files = [
      fakeFile('x.txt', 'text/plain'),
      ...Array.from({ length: 5 }, (_, i) => fakeFile(`p${i}.png`, 'image/png')),
    ];
    expect((await filterFiles(files, limits)).kept).toHaveLength(5);
  });

  it('stops at the total size, but still keeps a later file that fits', async () => {
    const { kept, rejected } = await filterFiles(
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

  it('refuses a file whose content is not of the type its name claims, naming the type', async () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    const program = new File([bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1)], 'rx-scan.pdf', {
      type: 'application/pdf',
    });
    const windowsProgram = new File([bytes(0x4d, 0x5a, 0x90, 0)], 'photo.jpg', { type: '' });
    const { kept, rejected } = await filterFiles(
      [program, fakeFile('real.pdf', 'application/pdf'), windowsProgram],
      limits,
    );
    expect(kept.map((f) => f.name)).toEqual(['real.pdf']);
    expect(rejected).toEqual([
      { name: 'rx-scan.pdf', reason: 'its content is not a PDF file' },
      { name: 'photo.jpg', reason: 'its content is not a JPG file' },
    ]);
  });
  it('checks every accepted type by its own signature (webp: RIFF....WEBP)', async () => {
    const files = accept.map((type) => fakeFile(`f.${type.length}`, type));
    expect((await filterFiles(files, { ...limits, maxFiles: 9 })).kept).toHaveLength(9);
    const wave = new File(['RIFF\0\0\0\0WAVE'], 'sound.webp', { type: 'image/webp' });
    expect((await filterFiles([wave], limits)).rejected[0].reason).toBe(
      'its content is not a WEBP file',
    );
  });
  it('says so when a file cannot be read', async () => {
    const gone = fakeFile('gone.png', 'image/png');
    gone.slice = () => {
      throw new DOMException('The file was moved', 'NotReadableError');
    };
    expect((await filterFiles([gone], limits)).rejected).toEqual([
      { name: 'gone.png', reason: 'the file could not be read' },
    ]);
  });
  it('accepts a FileList-like input and an empty selection', async () => {
    expect(await filterFiles([], limits)).toEqual({ kept: [], rejected: [] });
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
  it('settles once every selection being checked is done, a failed one too', async () => {
    const store = createAttachmentsStore();
    let finish = () => {};
    store.checking(new Promise<void>((resolve) => (finish = resolve)));
    store.checking(Promise.reject(new Error('unreadable')));
    let settled = false;
    void store.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await store.settled();
    expect(settled).toBe(true);
  });
});
