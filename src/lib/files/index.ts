export { acceptAttribute, mimeTypeOf } from './fileTypes';
export {
  filterFiles,
  formatFileSize,
  formatMegabytes,
  type FileSelection,
  type RejectedFile,
} from './filterFiles';
export { encodeAttachments, fileToBase64, toAttachedFileData } from './encodeFile';
export {
  createAttachmentsStore,
  useAttachments,
  useMissingAttachments,
  type AttachmentsStore,
} from './attachmentsStore';
