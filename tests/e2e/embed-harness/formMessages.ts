/**
 * Records, on the shop page, every message its window receives, so a test can assert what the
 * embedded form sent (and that an untrusted shop got nothing).
 */
import type { Page } from '@playwright/test';

export interface ReceivedMessage {
  origin: string;
  /** The sender was the shop page's iframe (the form), not some other window. */
  fromFrame: boolean;
  data: unknown;
}

declare global {
  interface Window {
    __receivedMessages?: ReceivedMessage[];
  }
}

/** Call before `page.goto`; the recorder is installed in the top-level document only. */
export async function recordReceivedMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const received: ReceivedMessage[] = [];
    window.__receivedMessages = received;
    window.addEventListener('message', (event) => {
      const frame = document.querySelector('iframe');
      received.push({
        origin: event.origin,
        fromFrame: frame !== null && event.source === frame.contentWindow,
        data: event.data,
      });
    });
  });
}

function actionOf(message: ReceivedMessage): unknown {
  const data = message.data as { action?: unknown } | null;
  return typeof data === 'object' && data !== null ? data.action : undefined;
}

/** Everything received so far. */
export async function receivedMessages(page: Page): Promise<ReceivedMessage[]> {
  return page.evaluate(() => window.__receivedMessages ?? []);
}

/** Received messages with the given action. */
export async function receivedWithAction(page: Page, action: string): Promise<ReceivedMessage[]> {
  return (await receivedMessages(page)).filter((message) => actionOf(message) === action);
}

/** Waits until at least `count` messages with `action` have arrived; returns them all. */
export async function waitForAction(
  page: Page,
  action: string,
  { count = 1, timeout = 30_000 }: { count?: number; timeout?: number } = {},
): Promise<ReceivedMessage[]> {
  await page.waitForFunction(
    ([wanted, atLeast]) =>
      (window.__receivedMessages ?? []).filter(
        (message) => (message.data as { action?: unknown } | null)?.action === wanted,
      ).length >= atLeast,
    [action, count] as const,
    { timeout },
  );
  return receivedWithAction(page, action);
}
