import { useEffect, useEffectEvent, type RefObject } from 'react';
import { connectToParent, type CheckOutData } from './parentChannel';

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
 * reconnecting.
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

  useEffect(
    () =>
      connectToParent({
        window,
        trustedOrigins: originsKey.split(' ').filter(Boolean),
        onCheckOut: () => checkOut(),
        isFilled: () => filled(),
        contentElement: contentRef?.current,
      }),
    [originsKey, contentRef],
  );
}
