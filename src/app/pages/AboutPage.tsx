import { useConfig } from '../../lib/config/ConfigContext';
import { ExternalLink } from '../ExternalLink';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';

export function AboutPage() {
  const { company } = useConfig();
  useDocumentTitle('About Us');
  return (
    <section className="page page-narrow about" aria-labelledby="about-title">
      <div className="card about-card">
        <h1 id="about-title">About Us</h1>
        <p className="lead">
          {company.name} is your partner in healthcare, serving professionals and individuals alike.
          We are committed to quality products, attentive customer service and a broad range of
          medical equipment and supplies, so that patients get what they need and prescribers can
          rely on us. Learn more on <ExternalLink href={company.website}>our website</ExternalLink>.
        </p>
      </div>
    </section>
  );
}
