import { fillIn } from '../../../contract/languages';
import { useConfig } from '../../lib/config/ConfigContext';
import { ExternalLink } from '../ExternalLink';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { fillInParts } from '../../lib/i18n/fillInParts';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';

export default function AboutPage() {
  const { company } = useConfig();
  const { about } = useOtherPageWords();
  useDocumentTitle(about.title);
  const link = <ExternalLink href={company.website}>{about.websiteLink}</ExternalLink>;
  return (
    <section className="page page-narrow about" aria-labelledby="about-title">
      <div className="card about-card">
        <h1 id="about-title">{about.title}</h1>
        <p className="lead">
          {fillInParts(fillIn(about.text, { company: company.name }), { link })}
        </p>
      </div>
    </section>
  );
}
