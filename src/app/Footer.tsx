import { SiteLink } from './SiteLink';
import { fillIn } from '../../contract/languages';
import { useConfigTexts } from '../lib/config/ConfigContext';
import { useSiteWords } from '../lib/i18n/WordsContext';
import { paths } from './paths';

export function Footer() {
  const texts = useConfigTexts();
  const { footer } = useSiteWords();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <ul
          className="footer-contact"
          data-from-config
          aria-label={fillIn(footer.contact, { company: texts.companyName })}
        >
          <li>
            {footer.phone} <a href={texts.companyPhoneLink}>{texts.companyPhone}</a>
          </li>
          <li>
            {footer.fax} {texts.companyFax}
          </li>
          <li>
            <a href={texts.companyEmailLink}>{texts.companyEmail}</a>
          </li>
        </ul>
        <ul className="footer-links">
          <li>
            <SiteLink to={paths.languageAssistance}>{footer.languageAssistance}</SiteLink>
          </li>
        </ul>
        <p data-from-config>
          {fillIn(footer.rights, { company: texts.companyName, year: new Date().getFullYear() })}
        </p>
        <p>{footer.poweredBy}</p>
      </div>
    </footer>
  );
}
