import { useConfig } from '../lib/config/ConfigContext';

export function Footer() {
  const { company } = useConfig();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <ul className="footer-contact" aria-label={`Contact ${company.name}`}>
          <li>
            Phone <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </li>
          <li>Fax {company.fax}</li>
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        </ul>
        <p>© 2025 {company.name}. All rights reserved.</p>
        <p>Powered by a third-party solutions provider.</p>
      </div>
    </footer>
  );
}
