import { SiteLink } from '../SiteLink';
import { fillIn } from '../../../contract/languages';
import { useConfig } from '../../lib/config/ConfigContext';
import { ExternalLink } from '../ExternalLink';
import { logoUrl } from '../logoUrl';
import { paths } from '../paths';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { useSiteWords } from '../../lib/i18n/WordsContext';

export function HomePage() {
  const { company } = useConfig();
  const { home } = useSiteWords();
  useDocumentTitle(home.title);
  const named = (text: string) => fillIn(text, { company: company.name });
  return (
    <div className="page home">
      <section className="home-hero" aria-labelledby="home-title">
        <img
          className="home-logo"
          src={logoUrl}
          alt={named(home.logo)}
          title={named(home.logo)}
          width={120}
          height={120}
        />
        <h1 id="home-title">{named(home.heading)}</h1>
        <p className="lead">{named(home.lead)}</p>
        <ExternalLink href={company.website} className="button">
          {home.visitUs}
        </ExternalLink>
      </section>

      <section className="card-grid" aria-label={home.forms}>
        <article className="card">
          <h2>{home.orderTitle}</h2>
          <p>{home.orderText}</p>
          <SiteLink to={paths.orderRx} className="button button-secondary">
            {home.orderLink}
          </SiteLink>
        </article>
        <article className="card">
          <h2>{home.consentTitle}</h2>
          <p>{home.consentText}</p>
          <SiteLink to={paths.consent} className="button button-secondary">
            {home.consentLink}
          </SiteLink>
        </article>
      </section>
    </div>
  );
}
