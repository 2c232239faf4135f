import type { AttachedFileData } from '../../../contract/api';
import { mimeTypeOf } from './fileTypes';

/** Plain base64 of a file's bytes (the browser's own encoder, via a data URL). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function toAttachedFileData(file: File): Promise<AttachedFileData> {
  return {
    name: file.name,
    base64: await fileToBase64(file),
    mime_type: mimeTypeOf(file) || 'application/octet-stream',
  };
}

export function encodeAttachments(files: readonly File[]): Promise<AttachedFileData[]> {
  return Promise.all(files.map(toAttachedFileData));
}
