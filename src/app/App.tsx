import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../lib/config/config';
import { ConfigContext } from './ConfigContext';
import { routes } from './routes';

/** Vite's `base` ("/" or "/forms/") without its trailing slash, as react-router expects. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function App({ config }: { config: AppConfig }) {
  const router = useMemo(() => createBrowserRouter(routes, { basename }), []);
  return (
    <ConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </ConfigContext.Provider>
  );
}
