import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../lib/config/config';
import { ConfigContext } from './ConfigContext';
import { routes } from './routes';

/**
 * Vite's `base` ("/" or "/forms/"). Kept with its trailing slash so the home link is "/forms/",
 * the same folder the assets are served from, which every static host serves.
 */
const basename = import.meta.env.BASE_URL;

/** "/forms" without the slash is the same home page, but the router only matches "/forms/". */
function addBaseTrailingSlash(): void {
  const { pathname, search, hash } = window.location;
  if (basename !== '/' && `${pathname}/` === basename) {
    window.history.replaceState(window.history.state, '', `${basename}${search}${hash}`);
  }
}

export function App({ config }: { config: AppConfig }) {
  const router = useMemo(() => {
    addBaseTrailingSlash();
    return createBrowserRouter(routes, { basename });
  }, []);
  return (
    <ConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </ConfigContext.Provider>
  );
}
