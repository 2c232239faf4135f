import { SiteLink } from '../SiteLink';
import { paths } from '../paths';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';

export default function NotFoundPage() {
  const { notFound } = useOtherPageWords();
  useDocumentTitle(notFound.title);
  return (
    <section className="page page-narrow not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <SiteLink to={paths.home} className="button">
        {notFound.homeLink}
      </SiteLink>
    </section>
  );
}
