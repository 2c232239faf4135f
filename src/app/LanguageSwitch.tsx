import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { locales, type Locale } from '../../contract/languages';
import { languageNames } from '../../contract/languages';
import { LANGUAGE_PARAM } from '../lib/i18n/language';
import { useLanguage, useSiteWords } from '../lib/i18n/WordsContext';

/**
 * English | Español, each name in its own language. A real link (`?lang=es`), so it can be
 * opened, shared and bookmarked; a click switches in place, keeping whatever was typed.
 */
export function LanguageSwitch() {
  const { language, switchLanguage } = useLanguage();
  const words = useSiteWords();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const addressFor = (choice: Locale) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, choice);
    return `${pathname}?${params.toString()}${hash}`;
  };
  const choose = (choice: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void switchLanguage(choice).then(() => navigate(addressFor(choice), { replace: true }));
  };
  return (
    <nav className="language-switch" aria-label={words.site.languageSwitch}>
      <ul>
        {locales.map((choice) => (
          <li key={choice}>
            <a
              href={addressFor(choice)}
              lang={choice}
              hrefLang={choice}
              aria-current={choice === language ? 'true' : undefined}
              onClick={choose(choice)}
            >
              {languageNames[choice]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
