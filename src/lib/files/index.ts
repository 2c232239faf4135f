export { acceptAttribute, extensionsOf, mimeTypeOf } from './fileTypes';
export {
  filterFiles,
  formatFileSize,
  formatMegabytes,
  MEGABYTE,
  type FileLimits,
  type FileSelection,
  type RejectedFile,
} from './filterFiles';
export {
  encodeAttachments,
  fileToBase64,
  toAttachedFileData,
  type AttachedFileData,
} from './encodeFile';
export { createAttachmentsStore, useAttachments, type AttachmentsStore } from './attachmentsStore';
