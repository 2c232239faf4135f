import { MEGABYTE, type AttachmentLimits } from '../../../contract/files';
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
  'fileWrongType' | 'fileTooLarge' | 'tooManyFiles' | 'filesTooLarge'
>;

function rejectionReason(
  file: File,
  limits: AttachmentLimits,
  kept: File[],
  keptBytes: number,
  words: FileWords,
) {
  if (!limits.accept.includes(mimeTypeOf(file))) {
    return fillIn(words.fileWrongType, { types: usualExtensionsOf(limits.accept).join(', ') });
  }
  if (file.size > limits.maxFileBytes) {
    return fillIn(words.fileTooLarge, { size: formatMegabytes(limits.maxFileBytes) });
  }
  if (kept.length >= limits.maxFiles) return fillIn(words.tooManyFiles, { count: limits.maxFiles });
  if (keptBytes + file.size > limits.maxTotalBytes) {
    return fillIn(words.filesTooLarge, { size: formatMegabytes(limits.maxTotalBytes) });
  }
  return null;
}

/** Keeps the files of a selection that fit the limits, in order; says why each other one was not kept. */
export function filterFiles(
  selection: FileList | readonly File[],
  limits: AttachmentLimits,
  words: FileWords = englishWords.form,
): FileSelection {
  const kept: File[] = [];
  const rejected: RejectedFile[] = [];
  let keptBytes = 0;
  for (const file of Array.from(selection)) {
    const reason = rejectionReason(file, limits, kept, keptBytes, words);
    if (reason) {
      rejected.push({ name: file.name, reason });
    } else {
      kept.push(file);
      keptBytes += file.size;
    }
  }
  return { kept, rejected };
}
