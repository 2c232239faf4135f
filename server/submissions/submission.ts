/**
 * One submission, an order or a generic form's answers, checked as one: the values against the
 * form's schema.json, the PDF, and each file against the form's attachment limits (its ui.json,
 * the very entry the page's picker reads). What a JSON Schema cannot say is checked here.
 */
import type { AttachedFileData, Locale } from '../../contract/api';
import { isPdf, type AttachmentLimits } from '../../contract/files';
import { ApiError, formatBytes } from '../http/errors';
import type { CheckedForm } from './formCatalog';
import { attachmentName, fileProblem } from './files';
import { sha256Hex, submissionFingerprint } from './fingerprint';

const MB = 1024 * 1024;
export const MAX_PDF_BYTES = 5 * MB;
/** Names, types and JSON punctuation around the base64 texts and the values. */
const ENVELOPE_BYTES = 64 * 1024;

export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Largest legitimate body: the PDF, every file and the values at their limits. */
export function submissionBodyLimit(form: CheckedForm): number {
  const files = form.attachments ? base64Length(form.attachments.maxTotalBytes) : 0;
  return files + base64Length(MAX_PDF_BYTES) + form.maxValuesBytes + ENVELOPE_BYTES;
}

export interface SubmittedFile {
  name: string;
  content: Buffer;
  type: string;
  sha256: string;
}

export interface Submission {
  form: CheckedForm;
  reference: string;
  formVersion: string;
  locale: Locale;
  values: Record<string, unknown>;
  pdf: Buffer;
  files: SubmittedFile[];
  /** SHA-256 of what makes a resend "the same submission" (fingerprint.ts). */
  fingerprint: string;
}

/** A request's parts, with the names its body gives them (for messages that name the field). */
export interface SubmissionParts {
  reference: string;
  formVersion: string;
  locale?: Locale;
  values: { key: string; value: Record<string, unknown> };
  pdf: { key: string; base64: string };
  files: { key: string; list: readonly AttachedFileData[] };
}

function decodePdf(base64: string, field: string): Buffer {
  const pdf = Buffer.from(base64, 'base64');
  if (pdf.length > MAX_PDF_BYTES) {
    throw new ApiError(413, `${field}: the PDF is larger than ${formatBytes(MAX_PDF_BYTES)}`);
  }
  if (!isPdf(pdf)) {
    throw new ApiError(400, `${field}: is not a PDF (its content must start with %PDF)`);
  }
  return pdf;
}

function decodeFile(
  file: AttachedFileData,
  label: string,
  limits: AttachmentLimits,
): SubmittedFile {
  const name = attachmentName(file.name, file.mime_type);
  const content = Buffer.from(file.base64, 'base64');
  if (content.length > limits.maxFileBytes) {
    throw new ApiError(
      413,
      `${label} ("${name}") is larger than ${formatBytes(limits.maxFileBytes)}`,
    );
  }
  const problem = fileProblem(name, file.mime_type, content, limits.accept);
  if (problem) throw new ApiError(400, `${label} ("${name}"): ${problem}`);
  return { name, content, type: file.mime_type, sha256: sha256Hex(content) };
}

function decodeFiles(
  { key, list }: SubmissionParts['files'],
  limits: AttachmentLimits | undefined,
): SubmittedFile[] {
  if (list.length === 0) return [];
  if (!limits) throw new ApiError(400, `${key}: this form takes no files`);
  if (list.length > limits.maxFiles) {
    throw new ApiError(400, `${key}: at most ${limits.maxFiles} files can be sent`);
  }
  const files = list.map((file, index) => decodeFile(file, `${key}[${index}]`, limits));
  const total = files.reduce((sum, file) => sum + file.content.length, 0);
  if (total > limits.maxTotalBytes) {
    throw new ApiError(
      413,
      `${key}: the files together are larger than ${formatBytes(limits.maxTotalBytes)}`,
    );
  }
  return files;
}

/** Checks a request that passed its JSON Schema; throws ApiError (400/413) naming the field. */
export function checkSubmission(form: CheckedForm, parts: SubmissionParts): Submission {
  form.checkValues(parts.values.value, parts.values.key);
  const pdf = decodePdf(parts.pdf.base64, parts.pdf.key);
  const files = decodeFiles(parts.files, form.attachments);
  return {
    form,
    reference: parts.reference,
    formVersion: parts.formVersion,
    locale: parts.locale ?? 'en',
    values: parts.values.value,
    pdf,
    files,
    fingerprint: submissionFingerprint(parts.formVersion, parts.values.value, files),
  };
}
