/**
 * Bounds on request bodies that a per-route size limit cannot give:
 * - bytes in flight: all bodies being received and handled at once share one budget, so ten
 *   large uploads at the same moment cannot take the memory of ten (past it: 503 + Retry-After);
 * - stalls: a body whose next bytes do not come within the timeout is cut with 408, so a slow
 *   or stuck sender cannot hold a connection and its memory.
 * A body's bytes stay counted until its answer is sent (the parsed copies live that long).
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Seconds a sender refused for lack of room is told to wait. */
export const RETRY_AFTER_SECONDS = 5;

export interface BodyGuardOptions {
  maxBytesInFlight: number;
  stallTimeoutMs: number;
}

class BusyError extends ApiError {
  constructor() {
    super(503, 'The server is receiving too much at once; please send again in a few seconds');
  }
}

/** Bytes held by every body being received or handled. */
class ByteBudget {
  private used = 0;

  constructor(private readonly max: number) {}

  /**
   * Counts `bytes` more for a body already holding `held`, unless that would pass the maximum.
   * A body larger than the whole budget (a route may allow more) is let in when it is alone.
   */
  take(bytes: number, held: number): boolean {
    const others = this.used - held;
    if (others > 0 && this.used + bytes > this.max) return false;
    this.used += bytes;
    return true;
  }

  give(bytes: number): void {
    this.used -= bytes;
  }
}

/** Passes a body through, counting its bytes (when no Content-Length reserved them) and timing gaps. */
class GuardedBody extends Transform {
  receivedEncodedLength = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly takeBytes: ((bytes: number) => boolean) | undefined,
    private readonly stallTimeoutMs: number,
  ) {
    super();
    // Errors reach Fastify's body reader when it listens; one raised after it stopped must not crash.
    this.on('error', () => undefined);
    this.restartTimer();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.takeBytes && !this.takeBytes(chunk.length)) return done(new BusyError());
    this.restartTimer();
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.stop();
    done();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private restartTimer(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const seconds = Math.round(this.stallTimeoutMs / 100) / 10;
      this.destroy(
        new ApiError(408, `The request body stopped arriving for ${seconds} s; please send again`),
      );
    }, this.stallTimeoutMs);
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined ||
  request.headers['transfer-encoding'] !== undefined;

export function registerBodyGuards(app: FastifyInstance, options: BodyGuardOptions): void {
  const budget = new ByteBudget(options.maxBytesInFlight);

  app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!hasBody(request)) return payload;
    const declared = Number(request.headers['content-length']);
    const known = Number.isFinite(declared);
    // Over the route's limit: Fastify answers 413 without reading, so nothing is reserved.
    if (known && declared > (request.routeOptions.bodyLimit ?? Infinity)) return payload;
    let held = 0;
    const take = (bytes: number) => budget.take(bytes, held) && ((held += bytes), true);
    if (known && !take(declared)) throw new BusyError();
    const body = new GuardedBody(known ? undefined : take, options.stallTimeoutMs);
    reply.raw.once('close', () => {
      body.stop();
      budget.give(held);
      held = 0;
    });
    return payload.pipe(body);
  });

  // Every 503 says when to come back, whether raised here or while a chunked body streamed in.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return payload;
  });
}
