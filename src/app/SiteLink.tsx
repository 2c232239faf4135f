import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, without Vite's `base` ("/about"). */
  to: string;
}

/**
 * A link to a page of the site that moves there without reloading: react-router's `Link` made
 * of its own hooks, without the prefetching, masks and view transitions of its framework mode,
 * which the site does not use and which the router's `Link` brings to every page (about 2 KB
 * gzip, docs/performance.md).
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

/**
 * A link of the navigation bar: `aria-current="page"` and the class `active` while its page is
 * the one shown (react-router's `NavLink` with `end`: the path itself, not a page below it).
 */
export function PageNavLink({ to, className, ...rest }: SiteLinkProps) {
  const current =
    useLocation().pathname.toLowerCase() === useResolvedPath(to).pathname.toLowerCase();
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <SiteLink
      {...rest}
      to={to}
      className={classes || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}
