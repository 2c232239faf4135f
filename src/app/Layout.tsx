import { Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';

export function Layout() {
  const [searchParams] = useSearchParams();
  const fullScreen = searchParams.has('full');
  return (
    <div className="app">
      {!fullScreen && <NavBar />}
      <main id="main" className="app-main">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      {!fullScreen && <Footer />}
    </div>
  );
}
