export interface PostOptions {
  signal?: AbortSignal;
  /** Gives up after this long; the call then fails like a network error. */
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/**
 * A call that did not succeed; the message says where it went and why, never what was sent.
 * `detail` is the server's own reason (the `error` of its JSON answer), which may name a field
 * or a file: it is for the person, never for a log.
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
 * POSTs `body` as JSON and returns the answer's JSON (`null` if it has none). Success is a 2xx
 * answer; a network error, timeout, abort or other status throws an `ApiError`.
 */
export async function postJsonForAnswer(
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<unknown> {
  const { fetchFn = fetch, signal, timeoutMs } = options;
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
  if (!response.ok) {
    const reason = (await answerBody(response)) as { error?: unknown } | null;
    const detail = typeof reason?.error === 'string' ? reason.error : undefined;
    throw new ApiError(`POST ${url} answered HTTP ${response.status}`, response.status, { detail });
  }
  return answerBody(response);
}

/** POSTs `body` as JSON for APIs that promise nothing about their answer's body. */
export async function postJson(
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<void> {
  await postJsonForAnswer(url, body, options);
}
