/**
 * A picked file's type, for the checks the contract's attachment limits make. Some systems hand
 * the browser an empty `File.type` (often for .doc/.xls), so the extension is the fallback.
 */
import { fileTypes, mimeTypeOfName } from '../../../contract/files';

/** Types that say nothing about the content; treated like an empty type. */
const uninformativeTypes = new Set(['', 'application/octet-stream']);

/** The file's MIME type, from the browser or else from its extension; `''` when unknown. */
export function mimeTypeOf(file: Pick<File, 'name' | 'type'>): string {
  const given = file.type.toLowerCase();
  return uninformativeTypes.has(given) ? mimeTypeOfName(file.name) : given;
}

/** Every extension of the given MIME types (without the dot). */
function extensionsOf(mimeTypes: readonly string[]): string[] {
  return mimeTypes.flatMap((mime) => fileTypes[mime]?.extensions ?? []).map((ext) => ext.slice(1));
}

/** The usual extension of each type (`jpg`, not also `jpe` and `jfif`), for messages. */
export function usualExtensionsOf(mimeTypes: readonly string[]): string[] {
  return mimeTypes.flatMap((mime) => fileTypes[mime]?.extensions[0]?.slice(1) ?? []);
}

/** Value for `<input type=file accept>`: the MIME types plus their extensions, so pickers that
 * do not know a MIME type still offer the file. */
export function acceptAttribute(mimeTypes: readonly string[]): string {
  return [...mimeTypes, ...extensionsOf(mimeTypes).map((extension) => `.${extension}`)].join(',');
}
