import { useRef, useState, type KeyboardEvent } from 'react';
import { PageNavLink, SiteLink } from './SiteLink';
import { useConfigTexts } from '../lib/config/ConfigContext';
import { useSiteWords } from '../lib/i18n/WordsContext';
import { LanguageSwitch } from './LanguageSwitch';
import { logoUrl } from './logoUrl';
import { paths } from './paths';

const links = [
  { to: paths.home, label: 'home' },
  { to: paths.orderRx, label: 'orderRx' },
  { to: paths.consent, label: 'consent' },
  { to: paths.about, label: 'about' },
] as const;

const LINKS_ID = 'navbar-links';

export function NavBar() {
  const { companyName } = useConfigTexts();
  const words = useSiteWords();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the small-screen menu and gives focus back to its toggle.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="navbar" onKeyDown={closeOnEscape}>
      <div className="language-bar">
        <LanguageSwitch />
      </div>
      <div className="navbar-inner">
        <SiteLink to={paths.home} className="navbar-title" onClick={close}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className="navbar-title-text">
            <span data-from-config>{companyName}</span>{' '}
            <span className="navbar-subtitle">{words.site.subtitle}</span>
          </span>
        </SiteLink>
        <button
          ref={toggleRef}
          type="button"
          className="navbar-toggle"
          aria-expanded={open}
          aria-controls={LINKS_ID}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className="navbar-toggle-icon" aria-hidden="true" />
          {words.site.menu}
        </button>
        <nav aria-label={words.site.mainNavigation} className="navbar-nav">
          <ul id={LINKS_ID} className={open ? 'navbar-links open' : 'navbar-links'}>
            {links.map((link) => (
              <li key={link.to}>
                <PageNavLink to={link.to} onClick={close}>
                  {words.nav[link.label]}
                </PageNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
