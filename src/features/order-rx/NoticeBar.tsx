import type { CSSProperties } from 'react';
import { useConfigTexts } from '../../lib/config/ConfigContext';
import { useFirstScreen } from '../../lib/renderMode';

/**
 * The configured notice. The colour is a stripe plus a light tint of it behind dark text, so
 * any colour staff choose stays readable (WCAG AA) without parsing it. On a first screen it is
 * drawn either way: the server of the document fills it in, and an empty one is not shown
 * (`.rx-notice:empty`).
 */
export function NoticeBar() {
  const { noticeMessage, noticeColor } = useConfigTexts();
  const firstScreen = useFirstScreen();
  if (!firstScreen && !noticeMessage) return null;
  return (
    <p
      className="rx-notice"
      data-from-config
      role="note"
      style={{ '--rx-notice-color': noticeColor } as CSSProperties}
    >
      {noticeMessage}
    </p>
  );
}
