/**
 * The flow of an order sent to the practitioner to sign: it is held (sealed) with a link token,
 * opened, then signed, declined or left to expire. Signing is one conditional update (exactly
 * one request wins, on any process), then the hand-over to the delivery queue, whose reference
 * key delivers it once; a hand-over cut short by a crash is redone by the sweep.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AwaitingSignatureAnswer, SignedByLink, SigningChoice } from '../../contract/signing';
import {
  attestationText,
  signingLink,
  type SignRequest,
  type SigningStatus,
  type SigningView,
} from '../../contract/signing';
import { ApiError } from '../http/errors';
import { requireForm, type FormCatalog } from '../submissions/formCatalog';
import { sha256Hex } from '../submissions/fingerprint';
import { composeSubmissionMessage, type MailAddresses } from '../submissions/message';
import type { Submission } from '../submissions/submission';
import {
  hashToken,
  holdSubmission,
  newLinkToken,
  newStatusId,
  type HeldOrder,
  type HeldOrderSeal,
} from './heldOrder';
import { maskedChannels, sendLink, type LinkChannels } from './linkMessages';
import { appendSignaturePage } from './signaturePage';
import type { HeldOrderRow, SigningStore } from './signingStore';

export interface SignatureRequestsOptions {
  store: SigningStore;
  seal: HeldOrderSeal;
  forms: FormCatalog;
  channels: LinkChannels;
  addresses: MailAddresses;
  linkLifetimeMs: number;
  /** How long the process that signed an order holds its hand-over before the sweep takes it. */
  handoverLeaseMs: number;
  log: FastifyBaseLogger;
}

export interface Signer {
  ip: string;
  browser: string;
}

const HANDOVER_BATCH = 10;

export function createSignatureRequests(options: SignatureRequestsOptions) {
  const { store, seal, log } = options;

  async function usableOrder(token: string, now: number) {
    const tokenHash = hashToken(token);
    const row = await store.usable(tokenHash, now);
    if (!row?.sealedOrder) return undefined;
    return { tokenHash, row, order: seal.openOrder(row.reference, row.sealedOrder) };
  }

  /** The supplier's e-mail for the signed order, with the patient's text message after it. */
  async function handOver(reference: string, order: HeldOrder, signed: SignedByLink) {
    const document = Buffer.from(order.pdf, 'base64');
    const submission: Submission = {
      form: requireForm(options.forms, order.formId),
      reference,
      formVersion: order.formVersion,
      locale: order.locale,
      values: order.values,
      pdf: await appendSignaturePage(document, reference, signed),
      files: order.files.map(({ name, type, base64, sha256 }) => ({
        name,
        type,
        sha256,
        content: Buffer.from(base64, 'base64'),
      })),
      fingerprint: sha256Hex(JSON.stringify(signed)),
    };
    const signedAt = new Date(signed.audit.signedAt);
    const to = submission.form.entry.emailTo ?? options.addresses.to;
    const message = composeSubmissionMessage(
      submission,
      signedAt,
      { ...options.addresses, to },
      signed,
    );
    const outcome = await options.channels.deliveries.submit({
      reference,
      kind: 'order',
      fingerprint: submission.fingerprint,
      message,
      receivedAt: signedAt,
    });
    if (outcome.status === 'conflict') {
      log.error({ reference }, 'signed order not delivered: its reference was used by another');
    }
    // At most once: a hand-over redone after a crash finds the delivery stored and sends no text.
    const fresh = outcome.status !== 'conflict' && !outcome.duplicate;
    const patientMessage = order.choice.patientMessage;
    if (patientMessage && fresh) {
      await options.channels
        .sendText({ clientId: options.channels.clientId, ...patientMessage })
        .catch((error: unknown) => log.warn({ err: error, reference }, 'patient text not sent'));
    }
    await store.markHandedOver(reference);
    log.info({ reference }, 'signed order handed to delivery');
  }

  return {
    /** Keeps the order awaiting its signature and sends the practitioner the link. */
    async hold(
      submission: Submission,
      choice: SigningChoice,
      pageUrl: string,
    ): Promise<AwaitingSignatureAnswer> {
      const now = new Date();
      const { reference } = submission;
      const { token, hash } = newLinkToken();
      const statusId = newStatusId();
      const expiresAt = new Date(now.getTime() + options.linkLifetimeMs);
      const inserted = await store.insert({
        reference,
        statusId,
        tokenHash: hash,
        sealedOrder: seal.sealOrder(reference, holdSubmission(submission, choice, now)),
        createdAt: now.getTime(),
        expiresAt: expiresAt.getTime(),
      });
      if (!inserted) {
        throw new ApiError(409, `order_id ${reference} was already sent for signature`);
      }
      try {
        await sendLink(options.channels, choice, reference, signingLink(pageUrl, token), expiresAt);
      } catch (error) {
        await store.remove(reference);
        log.error({ err: error, reference }, 'signing link not sent');
        throw new ApiError(502, 'The link could not be sent to the practitioner; please try again');
      }
      log.info({ reference }, 'order awaiting signature');
      return {
        ok: true,
        orderId: reference,
        status: 'awaiting-signature',
        receivedAt: now.toISOString(),
        statusId,
        sentTo: maskedChannels(choice).map(({ to }) => to),
      };
    },

    /** The order a valid link opens; the first opening is recorded for the audit trail. */
    async view(token: string): Promise<SigningView | undefined> {
      const now = Date.now();
      const found = await usableOrder(token, now);
      if (!found) return undefined;
      const { row, order } = found;
      await store.markOpened(row.reference, now);
      return {
        reference: row.reference,
        formId: order.formId,
        locale: order.locale,
        values: order.values,
        files: order.files.map(({ name, type, base64 }) => ({
          name,
          type,
          size: Buffer.from(base64, 'base64').length,
        })),
        pdf: order.pdf,
        documentSha256: sha256Hex(Buffer.from(order.pdf, 'base64')),
        practitionerName: order.choice.practitionerName,
        ...(order.choice.practitionerNpi ? { practitionerNpi: order.choice.practitionerNpi } : {}),
        preparedBy: order.choice.preparedBy,
        preparedAt: order.preparedAt,
        sentTo: maskedChannels(order.choice),
        expiresAt: new Date(row.expiresAt).toISOString(),
      };
    },

    /** False when the link cannot be used (any reason); the order is then left as it was. */
    async sign(request: SignRequest, signer: Signer): Promise<boolean> {
      const now = Date.now();
      const found = await usableOrder(request.token, now);
      if (!found) return false;
      const { tokenHash, row, order } = found;
      const { choice } = order;
      const drawn = 'drawnPng' in request.signature ? request.signature.drawnPng : undefined;
      const signed: SignedByLink = {
        signature: {
          method: drawn ? 'drawn' : 'typed',
          name:
            'typedName' in request.signature
              ? request.signature.typedName
              : choice.practitionerName,
          ...(choice.practitionerNpi ? { npi: choice.practitionerNpi } : {}),
          attestation: attestationText(choice.practitionerName, choice.practitionerNpi),
          ...(drawn ? { image: drawn } : {}),
        },
        audit: {
          preparedBy: choice.preparedBy,
          preparedAt: order.preparedAt,
          sentTo: maskedChannels(choice),
          openedAt: new Date(row.openedAt ?? now).toISOString(),
          signedAt: new Date(now).toISOString(),
          signerIp: signer.ip,
          signerBrowser: signer.browser.slice(0, 300),
          documentSha256: sha256Hex(Buffer.from(order.pdf, 'base64')),
        },
      };
      const sealed = seal.sealSignature(row.reference, signed);
      const won = await store.sign(tokenHash, now, sealed, now + options.handoverLeaseMs);
      if (!won) return false;
      log.info({ reference: row.reference }, 'order signed');
      // Signed is final here: the practitioner does not wait for the supplier's e-mail. A
      // hand-over cut short (a crash, a failure) is redone by the sweep once its lease runs out.
      void handOver(row.reference, order, signed).catch((error: unknown) =>
        log.error(
          { err: error, reference: row.reference },
          'hand-over failed; the sweep redoes it',
        ),
      );
      return true;
    },

    async decline(token: string, reason: string): Promise<boolean> {
      const now = Date.now();
      const found = await usableOrder(token, now);
      if (!found) return false;
      const { tokenHash, row } = found;
      const declined = await store.decline(tokenHash, now, seal.sealReason(row.reference, reason));
      if (declined) log.info({ reference: row.reference }, 'order declined by the practitioner');
      return declined;
    },

    /** Whether `reference` was sent for signature (awaiting, signed, declined or expired). */
    async sentForSignature(reference: string): Promise<boolean> {
      return (await store.byReference(reference)) !== undefined;
    },

    async status(statusId: string): Promise<SigningStatus | undefined> {
      const row = await store.byStatusId(statusId);
      return row ? statusOf(row, seal, Date.now()) : undefined;
    },

    /** Purges expired orders and finishes hand-overs a crash cut short. */
    async sweep(): Promise<void> {
      const now = Date.now();
      const expired = await store.expire(now);
      if (expired > 0) log.info({ expired }, 'unsigned orders purged at expiry');
      const claimed = await store.claimHandovers(
        now,
        now + options.handoverLeaseMs,
        HANDOVER_BATCH,
      );
      for (const row of claimed) {
        await finishHandover(row).catch((error: unknown) =>
          log.error({ err: error, reference: row.reference }, 'hand-over failed; will retry'),
        );
      }
    },
  };

  async function finishHandover(row: HeldOrderRow): Promise<void> {
    if (!row.sealedOrder || !row.sealedSignature) return;
    await handOver(
      row.reference,
      seal.openOrder(row.reference, row.sealedOrder),
      seal.openSignature(row.reference, row.sealedSignature),
    );
  }
}

function statusOf(row: HeldOrderRow, seal: HeldOrderSeal, now: number): SigningStatus {
  const expired = row.state === 'expired' || (row.state === 'awaiting' && row.expiresAt <= now);
  const state = expired ? 'expired' : row.state;
  const at = expired ? row.expiresAt : row.decidedAt;
  return {
    reference: row.reference,
    state,
    ...(state === 'declined' && row.sealedReason
      ? { reason: seal.openReason(row.reference, row.sealedReason) }
      : {}),
    ...(at !== null && state !== 'awaiting' ? { at: new Date(at).toISOString() } : {}),
  };
}

export type SignatureRequests = ReturnType<typeof createSignatureRequests>;
