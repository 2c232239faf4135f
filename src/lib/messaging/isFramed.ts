/**
 * True when the page runs inside a frame. A module of its own, so that a page can ask without
 * downloading the shop channel (parentChannel.ts), which only a framed page needs.
 */
export function isFramed(win: { readonly parent: unknown }): boolean {
  return win.parent !== null && win.parent !== undefined && win.parent !== win;
}
