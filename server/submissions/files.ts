/**
 * The server's side of the attachment rules (contract/files.ts): a file's declared type, name
 * and content must agree, so a file cannot claim a type it is not; names are made safe for mail.
 */
import { extensionOf, fileTypes } from '../../contract/files';

export function contentMatchesType(bytes: Uint8Array, mimeType: string): boolean {
  return fileTypes[mimeType]?.signature(bytes) ?? false;
}

/**
 * Why a file is refused, or undefined when its name (already made safe), declared type and
 * content agree and the type is accepted. A name without an extension gets the type's own.
 */
export function fileProblem(
  name: string,
  mimeType: string,
  content: Uint8Array,
  accept: readonly string[],
): string | undefined {
  const type = fileTypes[mimeType];
  if (!type || !accept.includes(mimeType)) return `the type ${mimeType} is not accepted`;
  const extension = extensionOf(name);
  if (extension && !type.extensions.includes(extension)) {
    const known = Object.values(fileTypes).some((t) => t.extensions.includes(extension));
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
  const extensions = fileTypes[mimeType]?.extensions ?? [];
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
