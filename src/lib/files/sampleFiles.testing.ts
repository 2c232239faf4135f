/**
 * For tests: files whose first bytes are those of the type they claim (the content check of
 * filterFiles reads them), reporting any size without allocating it.
 */
import { mimeTypeOfName } from '../../../contract/files';

const ZIP = 'PK\x03\x04';
const OLE = '\xd0\xcf\x11\xe0';
const leadingBytes: Record<string, string> = {
  'image/jpeg': '\xff\xd8\xff\xe0',
  'image/png': '\x89PNG\r\n\x1a\n',
  'image/gif': 'GIF89a',
  'image/webp': 'RIFF\0\0\0\0WEBP',
  'application/pdf': '%PDF-1.4',
  'application/msword': OLE,
  'application/vnd.ms-excel': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
};

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A file named `name` of MIME `type` (by its extension when empty), `size` bytes long. */
export function sampleFile(name: string, type: string, size = 100): File {
  const head = leadingBytes[type || mimeTypeOfName(name)] ?? 'plain text';
  const file = new File([latin1(head)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
