/**
 * Each form's first screen, for its document (scripts/vite-plugin-page-documents.ts): the page as
 * the app first draws it, rendered by React at build time in the first-screen render mode
 * (src/app/firstScreenMarkup.tsx) inside `<div id="root" data-first-screen>`. The browser shows
 * it, and the person can start on it, before any script has run; src/app/firstScreenHandover.ts
 * hands what they did to the app.
 *
 * The screen is a template: its texts from config.json are slots (contract/configSlots.ts). The
 * build fills them with the config.json it ships, for a static host; the project's server fills
 * them with the one it serves (server/site/pageDocuments.ts).
 *
 * The app is rendered through a Vite server on the project's own configuration, so the forms'
 * validators and files load as they do in the browser. A route that cannot be drawn keeps its
 * document without a first screen (a warning), since the app draws it anyway.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ResolvedConfig } from 'vite';
import type { AppConfig } from '../contract/config.ts';
import { parseConfigFile } from '../contract/configFile.ts';
import { slotsFilledByMarker } from '../contract/configSlots.ts';
import { FIRST_SCREEN_ATTRIBUTE } from '../src/app/firstScreenAttribute.ts';

const MARKUP_MODULE = '/src/app/firstScreenMarkup.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

type RenderFirstScreen = (route: string, config: AppConfig) => Promise<string>;

/** The document with the first screen inside its (empty) root, its slots still to fill. */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes(EMPTY_ROOT)) {
    throw new Error(`first screens: no ${EMPTY_ROOT} in the document`);
  }
  const root = `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${slotsFilledByMarker}">${markup}</div>`;
  return html.replace(EMPTY_ROOT, () => root);
}

/** The config.json the build ships (public/), read as the server reads a site's. */
export function shippedConfig(publicDir: string): AppConfig {
  const file = path.join(publicDir, 'config.json');
  return parseConfigFile(existsSync(file) ? readFileSync(file, 'utf8') : undefined, file).config;
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
 * Calls `fill` with a function that puts a route's first screen into its document, as a template
 * with slots; a route that cannot be drawn gets undefined, and `warn` says why.
 */
export async function withFirstScreens(
  config: ResolvedConfig,
  warn: (message: string) => void,
  fill: (
    addFirstScreen: (html: string, route: string) => Promise<string | undefined>,
  ) => Promise<void>,
): Promise<void> {
  // Only what does not come from config.json is drawn from it: its texts are slots.
  const appConfig = shippedConfig(config.publicDir);
  await withMarkupRenderer(config, (render) =>
    fill(async (html, route) => {
      try {
        return withFirstScreen(html, await render(route, appConfig));
      } catch (error) {
        warn(`no first screen for ${route}: ${String(error)}`);
        return undefined;
      }
    }),
  );
}
