/**
 * Attachments: the file types a form may accept, each with the leading bytes ("magic number")
 * its content must start with, and the limits staff set in the form's ui.json on its
 * `"ui:field": "attachments"` entry (`maxFiles`, `maxFileMB`, `maxTotalMB`, `accept`). The
 * browser's picker and the server's check read the same entry, so a staff edit changes both.
 */

type Signature = (bytes: Uint8Array) => boolean;

const startsWith =
  (...prefix: (number | string)[]): Signature =>
  (bytes) => {
    const expected = prefix.flatMap((part) =>
      typeof part === 'number' ? [part] : [...part].map((c) => c.charCodeAt(0)),
    );
    return bytes.length >= expected.length && expected.every((byte, i) => bytes[i] === byte);
  };

export const isPdf: Signature = startsWith('%PDF');
const isWebp: Signature = (bytes) =>
  startsWith('RIFF')(bytes) && startsWith('WEBP')(bytes.subarray(8, 12));
/** Legacy Office (.doc, .xls): OLE compound file. */
const isOle = startsWith(0xd0, 0xcf, 0x11, 0xe0);
/** Office Open XML (.docx, .xlsx): a ZIP archive. */
const isZip = startsWith('PK\x03\x04');

export interface FileType {
  /** The content's leading bytes. */
  signature: Signature;
  /** File-name extensions of this type, the usual one first. */
  extensions: readonly string[];
}

/** Every type a form may list in `accept`, by MIME type. */
export const fileTypes: Readonly<Record<string, FileType>> = {
  'image/jpeg': {
    signature: startsWith(0xff, 0xd8, 0xff),
    extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'],
  },
  'image/png': { signature: startsWith(0x89, 'PNG'), extensions: ['.png'] },
  'image/gif': { signature: startsWith('GIF8'), extensions: ['.gif'] },
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

/** `.PDF` → `.pdf`; a name without one gives `""`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The MIME type a file name's extension stands for; `''` when no known type has it. */
export function mimeTypeOfName(name: string): string {
  const extension = extensionOf(name);
  const found = Object.entries(fileTypes).find(([, type]) => type.extensions.includes(extension));
  return found?.[0] ?? '';
}

export const MEGABYTE = 1024 * 1024;

export interface AttachmentLimits {
  /** Accepted MIME types, each a key of `fileTypes`. */
  accept: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

/** What a form gets when its attachments entry leaves a limit out. */
export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  accept: Object.keys(fileTypes),
  maxFiles: 5,
  maxFileBytes: 10 * MEGABYTE,
  maxTotalBytes: 15 * MEGABYTE,
};

const isPositive = (value: unknown): value is number => typeof value === 'number' && value > 0;
const isTypeList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item in fileTypes);

/**
 * The limits in an attachments entry's `ui:options`. The schema checker reports a wrong value
 * before a build or a start; the defaults only keep a hand-edited file usable.
 */
export function attachmentLimits(options: Record<string, unknown>): AttachmentLimits {
  const defaults = DEFAULT_ATTACHMENT_LIMITS;
  return {
    accept: isTypeList(options.accept) ? options.accept : defaults.accept,
    maxFiles: isPositive(options.maxFiles) ? options.maxFiles : defaults.maxFiles,
    maxFileBytes: isPositive(options.maxFileMB)
      ? options.maxFileMB * MEGABYTE
      : defaults.maxFileBytes,
    maxTotalBytes: isPositive(options.maxTotalMB)
      ? options.maxTotalMB * MEGABYTE
      : defaults.maxTotalBytes,
  };
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The limits of a form's attachments entry (the first `"ui:field": "attachments"` found in its
 * ui.json), or undefined when the form takes no files.
 */
export function formAttachmentLimits(ui: unknown): AttachmentLimits | undefined {
  if (!isNode(ui)) return undefined;
  if (ui['ui:field'] === 'attachments') {
    return attachmentLimits(isNode(ui['ui:options']) ? ui['ui:options'] : {});
  }
  for (const [key, child] of Object.entries(ui)) {
    const found = key.startsWith('ui:') ? undefined : formAttachmentLimits(child);
    if (found) return found;
  }
  return undefined;
}
