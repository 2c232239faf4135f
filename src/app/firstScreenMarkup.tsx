/**
 * A form route's first screen as HTML, drawn at build time (scripts/first-screens.ts) so the
 * browser shows it before any script has run; firstScreenHandover.ts hands what the person does
 * with it to the app once the app draws the page. It is drawn in the site's default language
 * with the configuration the build ships; what comes from configuration (`data-from-config`)
 * stays hidden until the app draws it from the deployment's config.json (src/app/styles.css).
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from '../../contract/config';
import { DEFAULT_LOCALE } from '../../contract/languages';
import { isoDate } from '../forms/todayDefaults';
import { AppRoutes, SiteProviders, basename } from './App';
import { formPages } from './pageModules';

/**
 * A date box that defaults to today (`"default": "today"`) holds the day of the build: the screen
 * leaves it empty, and the app fills in the day the page is opened.
 */
export function withoutBuildDay(markup: string, buildDay: string): string {
  return markup.replace(/<input\b[^>]*\stype="date"[^>]*>/g, (tag) =>
    tag.replace(` value="${buildDay}"`, ' value=""'),
  );
}

export async function firstScreenMarkup(route: string, config: AppConfig): Promise<string> {
  await formPages.get(route)?.loader.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteProviders config={config} language={{ language: DEFAULT_LOCALE }}>
      <StaticRouter basename={basename} location={`${basename}${route.replace(/^\//, '')}`}>
        <AppRoutes />
      </StaticRouter>
    </SiteProviders>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that failed would be sent as its fallback ("Loading…"): better no first screen.
  if (errors.length > 0) throw errors[0];
  return withoutBuildDay(await new Response(prelude).text(), isoDate(new Date()));
}
