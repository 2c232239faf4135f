import { Suspense } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { PageErrorBoundary } from './PageErrorBoundary';

export function Layout() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // `?full` is for embedding: the host page brings its own header and footer.
  const fullScreen = searchParams.has('full');
  return (
    <div className={fullScreen ? 'app app-full' : 'app'}>
      {!fullScreen && (
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      )}
      {!fullScreen && <NavBar />}
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" className="app-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<p className="loading">Loading…</p>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {!fullScreen && <Footer />}
    </div>
  );
}
