import { fileTypes, MEGABYTE, type AttachmentLimits } from '../../../contract/files';
import { englishWords, type Words } from '../i18n/words';
import { fillIn } from '../../../contract/languages';
import { mimeTypeOf, usualExtensionsOf } from './fileTypes';

export interface RejectedFile {
  name: string;
  reason: string;
}

export interface FileSelection {
  kept: File[];
  rejected: RejectedFile[];
}

export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}

/** Human size for a file list: bytes, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} KB`;
  return formatMegabytes(bytes);
}

type FileWords = Pick<
  Words['form'],
  | 'fileWrongType'
  | 'fileWrongContent'
  | 'fileUnreadable'
  | 'fileTooLarge'
  | 'tooManyFiles'
  | 'filesTooLarge'
>;

/** Enough of a file's first bytes for every signature in contract/files.ts. */
const LEADING_BYTES = 16;

/** A file's first bytes, or null when the browser cannot read it (moved, no permission). */
async function leadingBytes(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, LEADING_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/** Why the content does not fit the type the file claims, by the contract's signatures. */
function contentProblem(type: string, head: Uint8Array | null, words: FileWords) {
  if (head === null) return words.fileUnreadable;
  if (fileTypes[type]?.signature(head)) return null;
  return fillIn(words.fileWrongContent, { type: usualExtensionsOf([type])[0]?.toUpperCase() });
}

function rejectionReason(
  file: File,
  head: Uint8Array | null,
  limits: AttachmentLimits,
  kept: File[],
  keptBytes: number,
  words: FileWords,
) {
  const type = mimeTypeOf(file);
  if (!limits.accept.includes(type)) {
    return fillIn(words.fileWrongType, { types: usualExtensionsOf(limits.accept).join(', ') });
  }
  const problem = contentProblem(type, head, words);
  if (problem) return problem;
  if (file.size > limits.maxFileBytes) {
    return fillIn(words.fileTooLarge, { size: formatMegabytes(limits.maxFileBytes) });
  }
  if (kept.length >= limits.maxFiles) return fillIn(words.tooManyFiles, { count: limits.maxFiles });
  if (keptBytes + file.size > limits.maxTotalBytes) {
    return fillIn(words.filesTooLarge, { size: formatMegabytes(limits.maxTotalBytes) });
  }
  return null;
}

/**
 * Keeps the files of a selection that fit the limits, in order, and whose content is of the type
 * they claim (a program renamed `.pdf` is not a PDF: the server would refuse the whole order);
 * says why each other one was not kept.
 */
export async function filterFiles(
  selection: FileList | readonly File[],
  limits: AttachmentLimits,
  words: FileWords = englishWords.form,
): Promise<FileSelection> {
  const files = Array.from(selection);
  const heads = await Promise.all(files.map(leadingBytes));
  const kept: File[] = [];
  const rejected: RejectedFile[] = [];
  let keptBytes = 0;
  files.forEach((file, index) => {
    const reason = rejectionReason(file, heads[index], limits, kept, keptBytes, words);
    if (reason) {
      rejected.push({ name: file.name, reason });
    } else {
      kept.push(file);
      keptBytes += file.size;
    }
  });
  return { kept, rejected };
}
