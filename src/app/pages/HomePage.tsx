import { Link } from 'react-router-dom';
import { useConfig } from '../../lib/config/ConfigContext';
import { ExternalLink } from '../ExternalLink';
import { logoUrl } from '../logoUrl';
import { paths } from '../paths';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';

export function HomePage() {
  const { company } = useConfig();
  useDocumentTitle('Home');
  return (
    <div className="page home">
      <section className="home-hero" aria-labelledby="home-title">
        <img
          className="home-logo"
          src={logoUrl}
          alt={`${company.name} logo`}
          title={`${company.name} logo`}
          width={120}
          height={120}
        />
        <h1 id="home-title">{company.name} Rx Forms</h1>
        <p className="lead">
          This site offers several pages with forms related to the services and products of{' '}
          {company.name}, a medical equipment and supplies company.
        </p>
        <ExternalLink href={company.website} className="button">
          Visit Us
        </ExternalLink>
      </section>

      <section className="card-grid" aria-label="Forms">
        <article className="card">
          <h2>Order Rx Form</h2>
          <p>
            For prescribers and referral staff: fill in a prescription for medical equipment and
            supplies, attach the Rx and chart notes, and send it to us.
          </p>
          <Link to={paths.orderRx} className="button button-secondary">
            Open the Order Rx form
          </Link>
        </article>
        <article className="card">
          <h2>Text-message consent</h2>
          <p>For patients and customers: agree to receive text messages about your orders.</p>
          <Link to={paths.consent} className="button button-secondary">
            Open the consent form
          </Link>
        </article>
      </section>
    </div>
  );
}
