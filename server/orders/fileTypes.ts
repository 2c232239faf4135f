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

interface FileType {
  /** The content's leading bytes. */
  signature: Signature;
  /** File-name extensions of this type, the usual one first. */
  extensions: readonly string[];
}

export const acceptedFileTypes: Readonly<Record<string, FileType>> = {
  'image/jpeg': { signature: isJpeg, extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'] },
  'image/png': { signature: isPng, extensions: ['.png'] },
  'image/gif': { signature: isGif, extensions: ['.gif'] },
  'image/webp': { signature: isWebp, extensions: ['.webp'] },
  'application/pdf': { signature: isPdf, extensions: ['.pdf'] },
  'application/msword': { signature: isOle, extensions: ['.doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    signature: isZip,
    extensions: ['.docx'],
  },
  'application/vnd.ms-excel': { signature: isOle, extensions: ['.xls'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    signature: isZip,
    extensions: ['.xlsx'],
  },
};

export const acceptedMimeTypes = Object.keys(acceptedFileTypes);

export function contentMatchesType(bytes: Buffer, mimeType: string): boolean {
  return acceptedFileTypes[mimeType]?.signature(bytes) ?? false;
}

/** `.PDF` → `.pdf`; a name without one gives `""`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * Why a file is refused, or undefined when its name (already made safe), declared type and
 * content agree and the type is accepted. A name without an extension gets the type's own.
 */
export function fileProblem(name: string, mimeType: string, content: Buffer): string | undefined {
  const type = acceptedFileTypes[mimeType];
  if (!type) return `the type ${mimeType} is not accepted`;
  const extension = extensionOf(name);
  if (extension && !type.extensions.includes(extension)) {
    const known = Object.values(acceptedFileTypes).some((t) => t.extensions.includes(extension));
    return known
      ? `the name ends in ${extension} but the file is declared as ${mimeType} (${type.extensions.join(', ')})`
      : `files ending in ${extension} are not accepted`;
  }
  if (!type.signature(content)) return `its content is not a ${mimeType} file`;
  return undefined;
}

/** The name to send a file under: made safe, with its type's extension when it had none. */
export function attachmentName(name: string, mimeType: string): string {
  const safe = safeFileName(name);
  const extensions = acceptedFileTypes[mimeType]?.extensions ?? [];
  return extensionOf(safe) || extensions.length === 0 ? safe : safeFileName(safe + extensions[0]);
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
    // Windows drops trailing dots and spaces, which would change the extension.
    .replace(/[.\s]+$/, '');
  if (!cleaned) return fallback;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot, dot + 11) : '';
  const stem = dot > 0 ? cleaned.slice(0, dot) : cleaned;
  return stem.slice(0, 100 - ext.length) + ext;
}
