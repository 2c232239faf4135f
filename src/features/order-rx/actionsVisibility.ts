import type { OrderFormActions } from '../../../contract/config';

/**
 * Whether this page runs inside a frame (a cross-origin parent counts as a frame). Without a
 * window (the build drawing a first screen, src/app/firstScreenMarkup.tsx) it is not.
 */
export function isFramed(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** The shop's embedding: the form in a frame, or opened with `?orderRx=true`. */
export function inShop(framed: boolean, search: URLSearchParams): boolean {
  return framed || search.get('orderRx') === 'true';
}

/**
 * `orderFormActions` from config: "auto" shows send/print only on a top-level page without
 * `?orderRx=true` (the shop embeds the form and collects the PDF itself at checkout).
 */
export function showOrderActions(
  setting: OrderFormActions,
  framed: boolean,
  search: URLSearchParams,
): boolean {
  if (setting !== 'auto') return setting === 'show';
  return !inShop(framed, search);
}
