/**
 * Each form's first screen, for its document (scripts/vite-plugin-page-documents.ts): the page as
 * the app first draws it, rendered by React at build time (src/app/firstScreenMarkup.tsx) inside
 * `<div id="root" data-first-screen>`. The browser shows it, and the person can start on it,
 * before any script has run; src/app/firstScreenHandover.ts hands what they did to the app.
 *
 * The app is rendered through a Vite server on the project's own configuration, so the forms'
 * validators and files load as they do in the browser. A route that cannot be drawn keeps its
 * document without a first screen (a warning), since the app draws it anyway.
 */
import { createServer, type ResolvedConfig } from 'vite';
import type { AppConfig } from '../contract/config.ts';
import { readSiteConfigFile } from '../server/site/siteConfig.ts';
import { FIRST_SCREEN_ATTRIBUTE } from '../src/app/firstScreenAttribute.ts';

const MARKUP_MODULE = '/src/app/firstScreenMarkup.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

type RenderFirstScreen = (route: string, config: AppConfig) => Promise<string>;

/**
 * What a first screen cannot do before the app runs is disabled rather than lost: its send
 * buttons (which also stops Enter in a box from submitting the plain form, values and all, into
 * the address) and its file boxes (a picked file cannot be handed to the app).
 */
export function withoutActions(markup: string): string {
  return markup.replace(/<(button|input)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    const acts = name === 'button' ? /\stype="submit"/ : /\stype="file"/;
    if (!acts.test(attributes) || /\sdisabled(=|\s|$)/.test(attributes)) return tag;
    return `<${name} disabled=""${attributes}>`;
  });
}

/** The document with the first screen inside its (empty) root. */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes(EMPTY_ROOT)) {
    throw new Error(`first screens: no ${EMPTY_ROOT} in the document`);
  }
  const root = `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${withoutActions(markup)}</div>`;
  return html.replace(EMPTY_ROOT, () => root);
}

async function withMarkupRenderer<T>(
  config: ResolvedConfig,
  renderWith: (render: RenderFirstScreen) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    base: config.base,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const module = (await server.ssrLoadModule(MARKUP_MODULE)) as {
      firstScreenMarkup: RenderFirstScreen;
    };
    return await renderWith(module.firstScreenMarkup);
  } finally {
    await server.close();
  }
}

/**
 * Calls `fill` with a function that puts a route's first screen into its document; a route that
 * cannot be drawn keeps its document as it is, and `warn` says why.
 */
export async function withFirstScreens(
  config: ResolvedConfig,
  warn: (message: string) => void,
  fill: (addFirstScreen: (html: string, route: string) => Promise<string>) => Promise<void>,
): Promise<void> {
  // The config.json the build ships (public/), read as the server reads a site's; a deployment
  // may replace it, which is why what comes from it stays hidden on the screen.
  const appConfig = readSiteConfigFile(config.publicDir).config;
  await withMarkupRenderer(config, (render) =>
    fill(async (html, route) => {
      try {
        return withFirstScreen(html, await render(route, appConfig));
      } catch (error) {
        warn(`no first screen for ${route}: ${String(error)}`);
        return html;
      }
    }),
  );
}
