/**
 * What is kept of an order while it awaits its signature, sealed with the order key like every
 * stored order: the submission as checked (values, PDF, files) and the signing choice. Also the
 * link's token: random, shown once in the messages, kept only as its SHA-256.
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../contract/api';
import type { SignedByLink, SigningChoice } from '../../contract/signing';
import type { PayloadCipher } from '../storage/encryption';
import type { Submission } from '../submissions/submission';
import { sha256Hex } from '../submissions/fingerprint';

export interface HeldOrder {
  formId: string;
  formVersion: string;
  locale: Locale;
  values: Record<string, unknown>;
  /** base64 of the document the practitioner reviews and signs. */
  pdf: string;
  files: { name: string; type: string; base64: string; sha256: string }[];
  choice: SigningChoice;
  preparedAt: string;
}

export function holdSubmission(
  submission: Submission,
  choice: SigningChoice,
  now: Date,
): HeldOrder {
  return {
    formId: submission.form.entry.id,
    formVersion: submission.formVersion,
    locale: submission.locale,
    values: submission.values,
    pdf: submission.pdf.toString('base64'),
    files: submission.files.map(({ name, type, content, sha256 }) => ({
      name,
      type,
      base64: content.toString('base64'),
      sha256,
    })),
    choice,
    preparedAt: now.toISOString(),
  };
}

// Distinct from the delivery queue's context, so a payload cannot be moved between the tables.
const orderContext = (reference: string) => `signing:${reference}`;
const signatureContext = (reference: string) => `signature:${reference}`;
const reasonContext = (reference: string) => `declined:${reference}`;

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
const parse = <T>(data: Buffer) => JSON.parse(data.toString('utf8')) as T;

export class HeldOrderSeal {
  constructor(private readonly cipher: PayloadCipher) {}

  sealOrder = (reference: string, order: HeldOrder) =>
    this.cipher.seal(json(order), orderContext(reference));

  openOrder = (reference: string, sealed: Buffer) =>
    parse<HeldOrder>(this.cipher.open(sealed, orderContext(reference)));

  sealSignature = (reference: string, signed: SignedByLink) =>
    this.cipher.seal(json(signed), signatureContext(reference));

  openSignature = (reference: string, sealed: Buffer) =>
    parse<SignedByLink>(this.cipher.open(sealed, signatureContext(reference)));

  sealReason = (reference: string, reason: string) =>
    this.cipher.seal(Buffer.from(reason, 'utf8'), reasonContext(reference));

  openReason = (reference: string, sealed: Buffer) =>
    this.cipher.open(sealed, reasonContext(reference)).toString('utf8');
}

export interface LinkToken {
  /** Goes into the link, and nowhere else. */
  token: string;
  hash: string;
}

export const hashToken = (token: string) => sha256Hex(token);

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The id of the sender's status page: unguessable, and not the reference. */
export const newStatusId = () => randomBytes(16).toString('base64url');
