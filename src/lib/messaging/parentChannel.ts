/**
 * The Order Rx form's side of the iframe protocol (docs/embedding.md): answers a trusted
 * parent's `checkOut`, reports the filled state on blur and the content height on resize.
 *
 * Safety rules, all enforced here:
 * - a message is acted on only if its origin is exactly trusted, its source is `window.parent`
 *   and its shape is known; anything else gets no answer at all;
 * - a reply goes to the sender with targetOrigin = the sender's exact origin;
 * - unsolicited messages (filled, resize) go to `window.parent` only with targetOrigin = an
 *   origin that is trusted AND known to be the parent's; when none is known nothing is sent;
 * - targetOrigin is never `"*"`, so the browser itself drops a message if the parent is not
 *   (or no longer) at that origin.
 */
import {
  checkOutFailedMessage,
  isTrustedOrigin,
  parseParentMessage,
  type FormMessage,
  type OrderRxFormData,
} from '../../../contract/embedding';
import { isFramed } from './isFramed';

/** Debounce for resize reports: a layout settles within a few frames. */
export const RESIZE_DEBOUNCE_MS = 100;

export interface MessageEventLike {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

export interface ParentWindowLike {
  postMessage(message: FormMessage, targetOrigin: string): void;
}

interface ResizeObserverLike {
  observe(target: Element): void;
  disconnect(): void;
}

/** The parts of `window` the channel uses; tests pass a fake. */
export interface HostWindow {
  readonly parent: ParentWindowLike | null;
  readonly document: { readonly referrer: string };
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> };
  readonly ResizeObserver?: new (callback: () => void) => ResizeObserverLike;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'blur', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'blur', listener: () => void): void;
}

export type CheckOutData = Omit<OrderRxFormData, 'action'>;

export interface ParentChannelOptions {
  window: HostWindow;
  /** Exact origins from `trustedParentOrigins` in `/config.json`. */
  trustedOrigins: readonly string[];
  /** Builds the PDF and collects the attachments for a trusted `checkOut`. */
  onCheckOut: () => Promise<CheckOutData>;
  /** Patient name and phone both present. */
  isFilled: () => boolean;
  /** Element whose height is reported; it should wrap the page and not stretch to the viewport. */
  contentElement?: Element | null;
}

function originOfUrl(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The parent's origin as far as it can be known. `location.ancestorOrigins` (Chromium, WebKit)
 * is set by the browser and authoritative. Without it (Firefox), the origin of a trusted
 * message the parent already sent is certain; the referrer is the page that loaded the frame,
 * normally the parent (the example shop page sets `referrerpolicy="origin"` on its iframe).
 */
function knownParentOrigin(win: HostWindow, learnedOrigin: string | null): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors) return ancestors.length > 0 ? ancestors[0] : null;
  return learnedOrigin ?? originOfUrl(win.document.referrer);
}

function toReply(data: CheckOutData): OrderRxFormData {
  // Copy only the protocol's fields, so nothing else the caller returns is ever posted.
  return {
    action: 'orderRxFormData',
    order_id: data.order_id,
    order_values: data.order_values,
    order_form_pdf_base64: data.order_form_pdf_base64,
    attached_files_data_array: data.attached_files_data_array.map(
      ({ name, base64, mime_type }) => ({
        name,
        base64,
        mime_type,
      }),
    ),
    ...(data.locale ? { locale: data.locale } : {}),
  };
}

function warnCheckOutFailed(error: unknown): FormMessage {
  // The error's name only: messages from the PDF step could quote form content.
  const kind = error instanceof Error ? error.name : typeof error;
  console.warn(`Order Rx form: checkout data could not be prepared (${kind})`);
  return checkOutFailedMessage;
}

function watchHeight(
  win: HostWindow,
  element: Element,
  post: (message: FormMessage) => boolean,
): () => void {
  if (!win.ResizeObserver) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reportedHeight: number | undefined;
  const report = () => {
    // Rounded up: a frame a fraction of a pixel too short would show a scrollbar.
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === reportedHeight) return;
    if (post({ action: 'orderRxFormResize', height })) reportedHeight = height;
  };
  const observer = new win.ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(report, RESIZE_DEBOUNCE_MS);
  });
  observer.observe(element);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * Starts talking to the embedding page and returns a function that stops it. Outside a frame
 * it does nothing.
 */
export function connectToParent(options: ParentChannelOptions): () => void {
  const { window: win, trustedOrigins, onCheckOut, isFilled, contentElement } = options;
  const parent = win.parent;
  if (!parent || !isFramed(win)) return () => {};

  let connected = true;
  let learnedOrigin: string | null = null;
  let pendingReply: Promise<FormMessage> | null = null;

  const postToParent = (message: FormMessage): boolean => {
    const origin = knownParentOrigin(win, learnedOrigin);
    if (origin === null || !isTrustedOrigin(origin, trustedOrigins)) return false;
    parent.postMessage(message, origin);
    return true;
  };

  // Requests that arrive while a PDF is being built share it instead of building another.
  const prepareReply = (): Promise<FormMessage> => {
    pendingReply ??= Promise.resolve()
      .then(onCheckOut)
      .then(toReply)
      .catch(warnCheckOutFailed)
      .finally(() => {
        pendingReply = null;
      });
    return pendingReply;
  };

  const onMessage = (event: MessageEventLike) => {
    if (event.source !== parent || !isTrustedOrigin(event.origin, trustedOrigins)) return;
    if (parseParentMessage(event.data) === null) return;
    const senderOrigin = event.origin;
    learnedOrigin = senderOrigin;
    void prepareReply().then((reply) => {
      if (connected) parent.postMessage(reply, senderOrigin);
    });
  };

  const onBlur = () => {
    postToParent({ action: 'orderRxFormFilled', value: isFilled() });
  };

  win.addEventListener('message', onMessage);
  win.addEventListener('blur', onBlur);
  const stopWatchingHeight = contentElement
    ? watchHeight(win, contentElement, postToParent)
    : () => {};

  return () => {
    connected = false;
    win.removeEventListener('message', onMessage);
    win.removeEventListener('blur', onBlur);
    stopWatchingHeight();
  };
}
