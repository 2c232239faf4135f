import type { ReactNode } from 'react';
import { useSiteWords } from '../lib/i18n/WordsContext';

/** A link that opens another site in a new tab without giving it a handle on this page. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { site } = useSiteWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {site.opensInNewTab}</span>
    </a>
  );
}
