/**
 * MIME types of the attachment kinds the forms know, by file extension. Some systems hand the
 * browser an empty `File.type` (often for .doc/.xls), so the extension is the fallback.
 */
const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Types that say nothing about the content; treated like an empty type. */
const uninformativeTypes = new Set(['', 'application/octet-stream']);

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The file's MIME type, from the browser or else from its extension; `''` when unknown. */
export function mimeTypeOf(file: Pick<File, 'name' | 'type'>): string {
  const given = file.type.toLowerCase();
  if (!uninformativeTypes.has(given)) return given;
  return mimeByExtension[fileExtension(file.name)] ?? '';
}

/** Extensions of the given MIME types, for messages and the picker's `accept` attribute. */
export function extensionsOf(mimeTypes: readonly string[]): string[] {
  return Object.entries(mimeByExtension)
    .filter(([, mime]) => mimeTypes.includes(mime))
    .map(([extension]) => extension);
}

/** Value for `<input type=file accept>`: the MIME types plus their extensions, so pickers that
 * do not know a MIME type still offer the file. */
export function acceptAttribute(mimeTypes: readonly string[]): string {
  return [...mimeTypes, ...extensionsOf(mimeTypes).map((extension) => `.${extension}`)].join(',');
}
