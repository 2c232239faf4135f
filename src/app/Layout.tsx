import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useSiteWords } from '../lib/i18n/WordsContext';

export function Layout() {
  const { pathname, search } = useLocation();
  const { site } = useSiteWords();
  // `?full` is for embedding: the host page brings its own header and footer.
  const fullScreen = new URLSearchParams(search).has('full');
  return (
    <div className={fullScreen ? 'app app-full' : 'app'}>
      {!fullScreen && (
        <a className="skip-link" href="#main">
          {site.skipLink}
        </a>
      )}
      {!fullScreen && <NavBar />}
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" className="app-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<p className="loading">{site.loading}</p>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {!fullScreen && <Footer />}
    </div>
  );
}
