import type { CSSProperties } from 'react';
import type { Notice } from '../../../contract/config';

/**
 * The configured notice. The colour is a stripe plus a light tint of it behind dark text, so
 * any colour staff choose stays readable (WCAG AA) without parsing it.
 */
export function NoticeBar({ notice }: { notice?: Notice }) {
  if (!notice?.message.trim()) return null;
  return (
    <p
      className="rx-notice"
      data-from-config
      role="note"
      style={{ '--rx-notice-color': notice.color } as CSSProperties}
    >
      {notice.message}
    </p>
  );
}
