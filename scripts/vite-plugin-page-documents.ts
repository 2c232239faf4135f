/**
 * Writes an HTML document for each form's route (`order-rx-form.html`, …): index.html with the
 * files of that route's page named in its head as `modulepreload` links, and the page's first
 * screen drawn in its body (scripts/first-screens.ts). The browser shows that screen at once, and
 * fetches the files alongside the start-up script, instead of once that script has run and Vite's
 * preload helper has added the same links one by one; on a phone's network that is a round trip
 * sooner. The servers send the document for its route (server/site/siteRoutes.ts); any other page
 * address still gets index.html, which works the same, a little later.
 *
 * Every document, index.html too, carries the site's one style sheet (`cssCodeSplit: false`,
 * about 5 KB gzip) inline: nothing holds the first paint back. As a file it came 1.3 s after the
 * document under Lighthouse's slow 4G, sharing the line with the scripts.
 *
 * A first screen's texts from config.json are filled with the build's own; the template with
 * their slots is written to `.first-screens/`, for the project's server to fill with its own
 * (contract/configSlots.ts).
 *
 * A page's code is found by its folder: a bespoke page `order-rx` is `src/features/order-rx/`'s
 * `…Page.tsx` (as src/app/pageModules.ts imports it), every other form the generic page's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { builtFormsList, type FormEntry } from '../contract/catalog.ts';
import { FIRST_SCREEN_TEMPLATES_DIR, fillConfigSlots } from '../contract/configSlots.ts';
import { shippedConfig, withFirstScreens } from './first-screens.ts';
import { FORMS_LIST_FILE } from './schema-check/checkForms.ts';
import { schemasDirFromEnv } from './schema-check/schemasDir.ts';
import { widgetNamesIn } from '../src/forms/registryNames.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const GENERIC_PAGE_FOLDER = 'generic-form';

/** The file a form's document is written to: `/examples/all-fields` → `examples/all-fields.html`. */
export function documentFileName(route: string): string {
  return `${route.replace(/^\/+/, '')}.html`;
}

function chunkOf(bundle: OutputBundle, facade: RegExp, named: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && facade.test(file.facadeModuleId ?? ''),
  );
  if (!chunk) throw new Error(`page documents: no chunk for ${named}`);
  return chunk;
}

function pageChunk(bundle: OutputBundle, form: FormEntry): OutputChunk {
  const folder = form.page ?? GENERIC_PAGE_FOLDER;
  const facade = new RegExp(`[\\\\/]src[\\\\/]features[\\\\/]${folder}[\\\\/][^\\\\/]+Page\\.tsx$`);
  return chunkOf(bundle, facade, `src/features/${folder}/…Page.tsx`);
}

/** The page chunk and the chunks it imports (not those it loads later). */
export function pageFiles(bundle: OutputBundle, page: OutputChunk): string[] {
  const scripts = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(page);
  return [...scripts];
}

/**
 * The files of the lazy widgets (src/forms/lazyComponent.tsx) a form's ui.json names, with the
 * files they import: a widget is its folder, `src/forms/widgets/<name>/`, and a lazy one is in a
 * file the bundle loads on demand. The page starts them downloading as it prepares its form
 * (`preloadNamedWidgets`); named in the document they leave with the page's own files, a round
 * trip sooner, and Vite's preload helper, finding their links, adds none for them.
 */
export function namedWidgetFiles(bundle: OutputBundle, ui: unknown): string[] {
  const folders = [...widgetNamesIn(ui)].map((name) => `/src/forms/widgets/${name}/`);
  const inFolder = (id: string) =>
    folders.some((folder) => id.replaceAll('\\', '/').includes(folder));
  const lazy = Object.values(bundle).filter(
    (file): file is OutputChunk =>
      file.type === 'chunk' && file.isDynamicEntry && file.moduleIds.some(inFolder),
  );
  return lazy.flatMap((chunk) => pageFiles(bundle, chunk));
}

/** index.html with a `modulepreload` link for each file it does not load yet, at its head's end. */
export function withPageLinks(html: string, files: string[], base: string): string {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
  const head = html.indexOf('</head>');
  const lineStart = html.lastIndexOf('\n', head) + 1;
  const indent = html.slice(lineStart, head);
  const added = links.map((link) => `${indent}  ${link}\n`).join('');
  return html.slice(0, lineStart) + added + html.slice(lineStart);
}

/**
 * The document with each style sheet it links from the bundle written inline instead, and the
 * files inlined. The sheets' `url()`s are absolute under the base, so they read the same there.
 */
export function withInlineStyles(
  html: string,
  bundle: OutputBundle,
  base: string,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const link = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;
  const result = html.replace(link, (tag, href: string) => {
    const file = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
    if (file?.type !== 'asset') return tag;
    inlined.push(file.fileName);
    return `<style>${String(file.source)}</style>`;
  });
  return { html: result, inlined };
}

export function pageDocuments(): Plugin {
  let config: ResolvedConfig;
  // The schemas the build uses: the project's, or SCHEMAS_DIR's (vite-plugin-schema-check.ts).
  let schemasDir = '';
  return {
    name: 'rx-page-documents',
    apply: 'build',
    // After Vite's own HTML plugin, which puts index.html in the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
      schemasDir = schemasDirFromEnv(config.root);
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const { html, inlined } = withInlineStyles(String(index.source), bundle, config.base);
      index.source = html;
      inlined.forEach((file) => delete bundle[file]);
      const readJson = (file: string): unknown =>
        JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8'));
      const forms = builtFormsList(readJson(FORMS_LIST_FILE));
      const builtConfig = shippedConfig(config.publicDir);
      await withFirstScreens(
        config,
        (message) => this.warn(message),
        async (addFirstScreen) => {
          for (const form of forms) {
            const files = [
              ...pageFiles(bundle, pageChunk(bundle, form)),
              ...namedWidgetFiles(bundle, readJson(path.join(form.id, 'ui.json'))),
            ];
            const linked = withPageLinks(html, files, config.base);
            const fileName = documentFileName(form.route);
            const template = await addFirstScreen(linked, form.route);
            const source = template ? fillConfigSlots(template, builtConfig, 'build') : linked;
            this.emitFile({ type: 'asset', fileName, source });
            if (template) {
              const templateFile = `${FIRST_SCREEN_TEMPLATES_DIR}/${fileName}`;
              this.emitFile({ type: 'asset', fileName: templateFile, source: template });
            }
          }
        },
      );
    },
  };
}
