/**
 * The attachment types an order accepts, each with the leading bytes ("magic number") its
 * content must start with, so a file cannot claim a type it is not.
 */

type Signature = (bytes: Buffer) => boolean;

const startsWith =
  (...prefix: number[]): Signature =>
  (bytes) =>
    bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const isPdf: Signature = startsWith(...ascii('%PDF'));
const isJpeg = startsWith(0xff, 0xd8, 0xff);
const isPng = startsWith(0x89, 0x50, 0x4e, 0x47);
const isGif = startsWith(...ascii('GIF8'));
const isWebp: Signature = (bytes) =>
  startsWith(...ascii('RIFF'))(bytes) && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
/** Legacy Office (.doc, .xls): OLE compound file. */
const isOle = startsWith(0xd0, 0xcf, 0x11, 0xe0);
/** Office Open XML (.docx, .xlsx): a ZIP archive. */
const isZip = startsWith(...ascii('PK\x03\x04'));

export const acceptedFileTypes: Readonly<Record<string, Signature>> = {
  'image/jpeg': isJpeg,
  'image/png': isPng,
  'image/gif': isGif,
  'image/webp': isWebp,
  'application/pdf': isPdf,
  'application/msword': isOle,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': isZip,
  'application/vnd.ms-excel': isOle,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': isZip,
};

export const acceptedMimeTypes = Object.keys(acceptedFileTypes);

export function contentMatchesType(bytes: Buffer, mimeType: string): boolean {
  return acceptedFileTypes[mimeType]?.(bytes) ?? false;
}

/**
 * A file name safe for a mail header and any mail client's save dialog: no folders, no control
 * or shell-special characters, bounded length, extension kept.
 */
export function safeFileName(name: string, fallback = 'attachment'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ ()-]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot, dot + 11) : '';
  const stem = dot > 0 ? cleaned.slice(0, dot) : cleaned;
  return stem.slice(0, 100 - ext.length) + ext;
}
