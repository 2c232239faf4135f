import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isFramed } from './isFramed';
import type { CheckOutData } from './parentChannel';

export interface UseParentChannelOptions {
  /** `trustedParentOrigins` from the configuration. */
  trustedOrigins: readonly string[];
  onCheckOut: () => Promise<CheckOutData>;
  isFilled: () => boolean;
  /** Wraps the page content; its height is reported so the shop can size the frame. */
  contentRef?: RefObject<Element | null>;
}

/**
 * Connects the page to the embedding shop page while it is mounted (no-op outside a frame).
 * The callbacks may change on every render: the latest ones are always used without
 * reconnecting. The channel's code is downloaded only by a page in a frame: most visits are not.
 */
export function useParentChannel({
  trustedOrigins,
  onCheckOut,
  isFilled,
  contentRef,
}: UseParentChannelOptions): void {
  const checkOut = useEffectEvent(onCheckOut);
  const filled = useEffectEvent(isFilled);
  // A config array rebuilt on each render must not reconnect: compare by content.
  const originsKey = trustedOrigins.join(' ');

  useEffect(() => {
    if (!isFramed(window)) return;
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    void import('./parentChannel').then(({ connectToParent }) => {
      if (unmounted) return;
      disconnect = connectToParent({
        window,
        trustedOrigins: originsKey.split(' ').filter(Boolean),
        onCheckOut: () => checkOut(),
        isFilled: () => filled(),
        contentElement: contentRef?.current,
      });
    });
    return () => {
      unmounted = true;
      disconnect?.();
    };
  }, [originsKey, contentRef]);
}
