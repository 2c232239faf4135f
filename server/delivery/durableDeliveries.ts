/**
 * Store, then deliver. `submit` composes the message, seals it (AES-256-GCM) and stores it with
 * its delivery record before anything is answered, then tries it at once: when that attempt
 * succeeds within `answerWithinMs` the answer is `sent`, otherwise `queued` and the attempt (or
 * the background worker, on any process sharing the database) finishes the job. Failed attempts
 * are retried with exponential back-off until `giveUpAfterMs`, then the delivery is marked failed
 * for an operator (`npm run orders`). Logs name references, never patient data.
 */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { PayloadCipher } from '../storage/encryption';
import type { Deliveries, DeliveryOutcome, DeliveryRequest } from './deliveries';
import type {
  ClaimedDelivery,
  DeliveryRecord,
  DeliveryStore,
  Envelope,
  QueueHealth,
} from './deliveryStore';
import type { MessageSender, OutgoingMessage } from './senders';

export interface DeliveryTiming {
  /** How long a request waits for the first attempt before answering `queued`. */
  answerWithinMs: number;
  /** Hard limit on one attempt, whatever the SMTP server does. */
  attemptTimeoutMs: number;
  /** How often the worker looks for due deliveries. */
  pollIntervalMs: number;
  /**
   * A delivery being attempted is leased for this long and the lease renewed every third of
   * it: a process killed mid-attempt holds its deliveries for at most one lease, so another
   * process (or the same one restarted) retries them within seconds, not after the attempt's
   * time limit.
   */
  leaseMs: number;
  /** Delay after the first failed attempt; it doubles with each further failure... */
  retryFirstMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** A delivery still failing this long after it was received is marked failed. */
  giveUpAfterMs: number;
  /** A delivered message is deleted this long after its delivery; its record stays. */
  retentionMs: number;
}

export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DurableDeliveriesOptions {
  store: DeliveryStore;
  cipher: PayloadCipher;
  sender: MessageSender;
  timing: DeliveryTiming;
  log: DeliveryLog;
}

export interface DurableDeliveries extends Deliveries {
  /** Starts the background worker (retries and retention). */
  start(): void;
  health(): Promise<QueueHealth>;
}

const CLAIM_BATCH = 10;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/** Composes to raw MIME once, so every retry sends the same bytes (same Message-ID). */
const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});

async function compose(message: Mail.Options): Promise<{ envelope: Envelope; raw: Buffer }> {
  const info = await composer.sendMail(message);
  return {
    envelope: { from: info.envelope.from || '', to: info.envelope.to },
    raw: info.message as Buffer,
  };
}

/** The answer to a reference that is already stored. */
function answerForExisting(record: DeliveryRecord, fingerprint: string): DeliveryOutcome {
  if (record.fingerprint !== fingerprint)
    return { status: 'conflict', reference: record.reference };
  return {
    status: record.status === 'sent' ? 'sent' : 'queued',
    reference: record.reference,
    receivedAt: new Date(record.createdAt),
    duplicate: true,
  };
}

/** Resolves with the promise's value, or with `fallback` after `ms` if it is still running. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createDurableDeliveries(options: DurableDeliveriesOptions): DurableDeliveries {
  const { store, cipher, sender, timing, log } = options;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastPurge = 0;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  function retryDelay(attempts: number): number {
    const exponential = timing.retryFirstMs * 2 ** Math.min(attempts - 1, 30);
    // Up to 20% jitter, so deliveries queued together during an outage do not retry in lockstep.
    return Math.min(exponential, timing.retryMaxMs) * (1 + Math.random() * 0.2);
  }

  async function recordFailure(job: DeliveryJob, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const nextAttemptAt = Date.now() + retryDelay(attempts);
    const reason = describeError(error);
    const details = { reference: job.reference, kind: job.kind, attempts, reason };
    if (nextAttemptAt > job.giveUpAt) {
      await store.markFailed(job.reference, reason);
      log.error(
        details,
        `DELIVERY FAILED for good: ${job.reference} was not delivered after ${attempts} attempts; see "npm run orders -- show ${job.reference}"`,
      );
    } else {
      await store.markRetry(job.reference, nextAttemptAt, reason);
      log.warn(
        { ...details, retryAt: new Date(nextAttemptAt).toISOString() },
        'delivery attempt failed; will retry',
      );
    }
  }

  /** Renews the job's lease until `done` settles; a failed renewal is only logged. */
  function holdLease(job: DeliveryJob, done: Promise<unknown>): void {
    const renew = setInterval(() => {
      store.renewLease(job.reference, Date.now() + timing.leaseMs).catch((error: unknown) => {
        log.warn({ reference: job.reference, reason: describeError(error) }, 'lease not renewed');
      });
    }, timing.leaseMs / 3);
    void done.finally(() => clearInterval(renew));
  }

  /** One attempt; true when the message was accepted. Never rejects. */
  async function attempt(job: DeliveryJob): Promise<boolean> {
    try {
      try {
        const sending = sender.send(job, AbortSignal.timeout(timing.attemptTimeoutMs));
        holdLease(
          job,
          sending.catch(() => undefined),
        );
        await sending;
      } catch (error) {
        await recordFailure(job, error);
        return false;
      }
      await store.markSent(job.reference, Date.now());
      log.info(
        { reference: job.reference, kind: job.kind, attempts: job.attempts + 1 },
        'delivered',
      );
      return true;
    } catch (error) {
      // The store failed while recording: the lease runs out and the delivery is tried again.
      log.error(
        { reference: job.reference, reason: describeError(error) },
        'could not record a delivery attempt',
      );
      return false;
    }
  }

  async function attemptClaimed(claimed: ClaimedDelivery): Promise<void> {
    let raw: Buffer;
    try {
      raw = cipher.open(claimed.sealedPayload, claimed.reference);
    } catch (error) {
      await store.markFailed(claimed.reference, describeError(error));
      log.error(
        { reference: claimed.reference, reason: describeError(error) },
        'DELIVERY FAILED: stored message cannot be decrypted',
      );
      return;
    }
    await attempt({ ...claimed, raw });
  }

  async function purgeWhenDue(now: number): Promise<void> {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    const deleted = await store.deletePayloadsSentBefore(now - timing.retentionMs);
    if (deleted > 0) log.info({ deleted }, 'deleted delivered messages past their retention');
  }

  async function work(): Promise<void> {
    try {
      const now = Date.now();
      await purgeWhenDue(now);
      const due = await store.claimDue(now, now + timing.leaseMs, CLAIM_BATCH);
      await Promise.all(due.map((claimed) => track(attemptClaimed(claimed))));
    } catch (error) {
      log.error({ reason: describeError(error) }, 'delivery worker could not read the queue');
    }
    if (!closed) timer = setTimeout(() => void track(work()), timing.pollIntervalMs);
  }

  return {
    async submit(request: DeliveryRequest): Promise<DeliveryOutcome> {
      const { reference, kind, fingerprint } = request;
      const { envelope, raw } = await compose(request.message);
      const now = request.receivedAt?.getTime() ?? Date.now();
      const giveUpAt = now + timing.giveUpAfterMs;
      const existing = await store.insert({
        reference,
        kind,
        fingerprint,
        envelope,
        sealedPayload: cipher.seal(raw, reference),
        createdAt: now,
        giveUpAt,
        // From the clock, not `receivedAt`: a message received a while ago (an order signed
        // before a slow hand-over) must still be held by this process while it tries it.
        leaseUntil: Date.now() + timing.leaseMs,
      });
      if (existing) return answerForExisting(existing, fingerprint);
      const delivery = track(attempt({ reference, kind, envelope, raw, attempts: 0, giveUpAt }));
      const sent = await within(delivery, timing.answerWithinMs, false);
      return {
        status: sent ? 'sent' : 'queued',
        reference,
        receivedAt: new Date(now),
        duplicate: false,
      };
    },
    start() {
      if (!closed && !timer) timer = setTimeout(() => void track(work()), 0);
    },
    health: () => store.health(Date.now()),
    async close() {
      closed = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      sender.close();
    },
  };
}

interface DeliveryJob extends OutgoingMessage {
  attempts: number;
  giveUpAt: number;
}
