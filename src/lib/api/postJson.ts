import type { Answer, AnswerKind } from '../../../contract/api';

/**
 * The answers' validators (precompiled from contract/api.ts, about 4 KB gzip): no page needs
 * them before it sends, so they download with the first request, while it travels.
 */
const answerValidators = () => import('virtual:rx-answer-validators');

export interface PostOptions {
  signal?: AbortSignal;
  /** Gives up after this long; the call then fails like a network error. */
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/**
 * A call that did not succeed; the message says where it went and why, never what was sent.
 * `detail` is the server's own reason (the `error` of its answer), which may name a field or a
 * file: it is for the person, never for a log.
 */
export class ApiError extends Error {
  readonly status?: number;
  readonly detail?: string;
  constructor(message: string, status?: number, options?: ErrorOptions & { detail?: string }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = options?.detail;
  }
}

/** The server's 503: it could not take the call just now (its database down), nothing was kept. */
const TRY_LATER_STATUS = 503;

/** Whether the call failed only for now: the same call may be made again in a minute. */
export function isTryLater(error: unknown): boolean {
  return error instanceof ApiError && error.status === TRY_LATER_STATUS;
}

function combinedSignal(signal?: AbortSignal, timeoutMs?: number): AbortSignal | undefined {
  const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)];
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}

/** The answer's JSON, or `null` when it has none (an empty or non-JSON body). */
async function answerBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The one reader of the server's answers: `body` is the contract's answer of that kind
 * (checked by the validator precompiled from its schema in contract/api.ts), or undefined.
 */
export async function readAnswer<K extends AnswerKind>(
  kind: K,
  body: unknown,
): Promise<Answer<K> | undefined> {
  const { validateFns } = await answerValidators();
  return validateFns[kind](body) ? (body as Answer<K>) : undefined;
}

/** POSTs `body` as JSON; a network error, timeout, abort or a non-2xx status throws. */
async function post(url: string, body: unknown, options: PostOptions): Promise<unknown> {
  const { fetchFn = fetch, signal, timeoutMs } = options;
  // Fetched alongside the request; readAnswer waits for it (and tries again if it failed).
  answerValidators().catch(() => undefined);
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: combinedSignal(signal, timeoutMs),
    });
  } catch (error) {
    throw new ApiError(`POST ${url} failed: ${(error as Error).name}`, undefined, { cause: error });
  }
  const answer = await answerBody(response);
  if (!response.ok) {
    const detail = (await readAnswer('error', answer))?.error;
    throw new ApiError(`POST ${url} answered HTTP ${response.status}`, response.status, { detail });
  }
  return answer;
}

/**
 * POSTs `body` as JSON and returns the answer of `kind` the contract promises. Success is a
 * 2xx answer of that shape; a network error, timeout, abort, another status or an answer
 * outside the contract throws an `ApiError` (with the server's reason as `detail`).
 */
export async function postJson<K extends AnswerKind>(
  url: string,
  body: unknown,
  kind: K,
  options: PostOptions = {},
): Promise<Answer<K>> {
  const read = await readAnswer(kind, await post(url, body, options));
  if (!read) throw new ApiError(`POST ${url} answered outside the contract (${kind} answer)`);
  return read;
}

/**
 * POSTs `body` as JSON to an address outside the contract (a form's own `sendTo` path), whose
 * answer promises nothing: any 2xx is success.
 */
export async function postJsonElsewhere(
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<void> {
  await post(url, body, options);
}
