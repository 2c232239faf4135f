import { Link } from 'react-router-dom';
import { fillIn } from '../../contract/languages';
import { useConfig } from '../lib/config/ConfigContext';
import { useSiteWords } from '../lib/i18n/WordsContext';
import { paths } from './paths';

export function Footer() {
  const { company } = useConfig();
  const { footer } = useSiteWords();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <ul
          className="footer-contact"
          data-from-config
          aria-label={fillIn(footer.contact, { company: company.name })}
        >
          <li>
            {footer.phone}{' '}
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </li>
          <li>
            {footer.fax} {company.fax}
          </li>
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        </ul>
        <ul className="footer-links">
          <li>
            <Link to={paths.languageAssistance}>{footer.languageAssistance}</Link>
          </li>
        </ul>
        <p data-from-config>{fillIn(footer.rights, { company: company.name })}</p>
        <p>{footer.poweredBy}</p>
      </div>
    </footer>
  );
}
