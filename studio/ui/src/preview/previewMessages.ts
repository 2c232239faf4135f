/**
 * What the studio sends the preview frames, and what they answer. The preview is served under
 * the loopback address's other name (`localhost` for a studio opened at `127.0.0.1`, and the
 * other way round): another site, so the browser draws it in a process of its own, on another
 * core, while the studio draws its tree and editor.
 *
 * A frame says it is `ready` to the studio's origin; the studio answers `connect` to the
 * preview's origin with a MessagePort, and the forms and the `shown` answers go through that
 * port: a port's message reaches the other process at once, while a window's waits for the end
 * of the sender's task (the studio's drawing). Window messages are accepted from the other
 * page's origin only.
 */
import type { Locale } from '../../../../contract/languages';

export interface ShowForm {
  kind: 'show';
  /** Counts the studio's edits: the frame says which one it has drawn. */
  revision: number;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  /** The form's es.json (empty when it has none yet). */
  translations: Record<string, unknown>;
  language: Locale;
}

/** Window messages: the frame is `ready`; the studio hands it the port (`connect`). */
export type Handshake = { kind: 'ready' } | { kind: 'connect' };

export interface FormShown {
  kind: 'shown';
  revision: number;
  /**
   * When the frame drew it, as `performance.timeOrigin + performance.now()` there: one clock for
   * both pages, though each has its own `performance.now()`.
   */
  drawnAt: number;
}

/** Now, on the clock both pages share. */
export const sharedNow = () => performance.timeOrigin + performance.now();

/** The origin of the other page: the preview's seen from the studio, the studio's from it. */
export function otherPageOrigin({ protocol, hostname, port }: Location = window.location): string {
  const other = hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${protocol}//${other}${port ? `:${port}` : ''}`;
}

/** A message of `kind` through the port (only the page handed its other end holds it). */
export const isPortMessage = <T extends { kind: string }>(
  event: MessageEvent,
  kind: T['kind'],
): event is MessageEvent<T> =>
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { kind?: unknown }).kind === kind;

/** A window message of `kind` from the other page. */
export const isMessage = <T extends { kind: string }>(
  event: MessageEvent,
  kind: T['kind'],
): event is MessageEvent<T> => event.origin === otherPageOrigin() && isPortMessage<T>(event, kind);
