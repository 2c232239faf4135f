/**
 * What the studio sends the preview frames, and what they answer. Both are pages of the studio's
 * own origin; messages are sent to that origin only and accepted from it only.
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

export interface FormShown {
  kind: 'shown';
  revision: number;
}

export const isMessage = <T extends { kind: string }>(
  event: MessageEvent,
  kind: T['kind'],
): event is MessageEvent<T> =>
  event.origin === window.location.origin &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { kind?: unknown }).kind === kind;
