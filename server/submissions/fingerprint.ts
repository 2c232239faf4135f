/**
 * What makes two submissions "the same one" for idempotency: the values, the form's version and
 * each attachment's name, type and SHA-256. The PDF is left out on purpose: a PDF made again
 * from the same values differs in its embedded timestamps.
 */
import { createHash } from 'node:crypto';

export const sha256Hex = (data: Buffer | string): string =>
  createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface FingerprintedFile {
  name: string;
  type: string;
  sha256: string;
}

export function submissionFingerprint(
  formVersion: string,
  values: unknown,
  files: readonly FingerprintedFile[],
): string {
  const attachments = files.map(({ name, type, sha256 }) => ({ name, type, sha256 }));
  return sha256Hex(canonicalJson({ formVersion, values, attachments }));
}
