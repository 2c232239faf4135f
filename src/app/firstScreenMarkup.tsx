/**
 * A form route's first screen as HTML, drawn at build time (scripts/first-screens.ts) so the
 * browser shows it before any script has run; firstScreenHandover.ts hands what the person does
 * with it to the app once the app draws the page. It is drawn in the site's default language,
 * in the first-screen render mode (src/lib/renderMode.ts): what it cannot do yet is disabled, and
 * each text from config.json is a slot that whoever serves the document fills
 * (contract/configSlots.ts).
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from '../../contract/config';
import { DEFAULT_LOCALE } from '../../contract/languages';
import { AppRoutes, SiteProviders, basename } from './App';
import { formPages } from './pageModules';

export async function firstScreenMarkup(route: string, config: AppConfig): Promise<string> {
  await formPages.get(route)?.loader.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteProviders config={config} language={{ language: DEFAULT_LOCALE }} mode="first-screen">
      <StaticRouter basename={basename} location={`${basename}${route.replace(/^\//, '')}`}>
        <AppRoutes />
      </StaticRouter>
    </SiteProviders>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that failed would be sent as its fallback ("Loading…"): better no first screen.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}
