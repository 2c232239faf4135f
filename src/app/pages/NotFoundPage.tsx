import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="page page-narrow not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 - Page Not Found</h1>
      <p>Oops! The page you&apos;re looking for does not exist.</p>
      <Link to={paths.home} className="button">
        Go to the home page
      </Link>
    </section>
  );
}
