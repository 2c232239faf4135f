/**
 * Runs the schema checker inside Vite, so a broken form file is never built or served:
 * - `vite build` stops with the checker's messages;
 * - `vite` (dev) shows them in the page's error overlay as soon as a file is saved, and on
 *   every page opened while they last; fixing the file reloads the page.
 * With SCHEMAS_DIR set, the site reads its forms from that folder instead of schemas/, so tests
 * and previews can use an edited copy (even with a new form) without touching the real files.
 *
 * It also provides modules listing the form folders, so a new folder needs no code:
 * `virtual:rx-form-files`, lazy loaders for each form's schema.json, ui.json and precompiled
 * validator (one chunk each, fetched when the form's page opens), and `formTranslationLoaders`,
 * each form's translation files by language (`es.json`), fetched only in that language.
 */
import path from 'node:path';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';
import { checkSchemasDir, checkSiteWords } from './schema-check/checkForms.ts';
import { errorsOf, formatProblem, type Problem } from './schema-check/problems.ts';
import { schemasDirFromEnv } from './schema-check/schemasDir.ts';
import { TRANSLATED_LANGUAGES } from './schema-check/translationRules.ts';

export function formatReport(problems: Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const lines = problems.map((problem) => `- ${formatProblem(problem)}`);
  return [`The form files have ${count}; fix them and save:`, ...lines].join('\n');
}

const isInside = (dir: string, file: string) => path.resolve(file).startsWith(dir + path.sep);

function formFolders(schemasDir: string): string[] {
  return readdirSync(schemasDir).filter(
    (name) => !name.startsWith('.') && statSync(path.join(schemasDir, name)).isDirectory(),
  );
}

/**
 * `export const formFileLoaders = { "<id>": { schema: () => import(...), ui: ..., validator:
 * ... }, ... }`: the validator loader gives the whole `schema.json?validator` module
 * (vite-plugin-form-validators.ts), whose `schema` is the object `schema` loads.
 */
function formFilesModule(schemasDir: string): string {
  const file = (folder: string, name: string) =>
    JSON.stringify(path.join(schemasDir, folder, name));
  const loader = (folder: string, name: string) =>
    `() => import(${file(folder, name)}).then((m) => m.default)`;
  const entries = formFolders(schemasDir).map(
    (folder) =>
      `  ${JSON.stringify(folder)}: { schema: ${loader(folder, 'schema.json')}, ui: ${loader(folder, 'ui.json')}, validator: () => import(${file(folder, 'schema.json?validator')}) },`,
  );
  const translations = formFolders(schemasDir).map((folder) => {
    const languages = TRANSLATED_LANGUAGES.filter((language) =>
      existsSync(path.join(schemasDir, folder, `${language}.json`)),
    );
    const byLanguage = languages.map(
      (language) => `${language}: ${loader(folder, `${language}.json`)}`,
    );
    return `  ${JSON.stringify(folder)}: { ${byLanguage.join(', ')} },`;
  });
  return [
    'export const formFileLoaders = {',
    ...entries,
    '};',
    'export const formTranslationLoaders = {',
    ...translations,
    '};',
  ].join('\n');
}

/** Modules generated from the folders of schemas/ (or SCHEMAS_DIR), new forms included. */
const virtualModules: Record<string, (schemasDir: string) => string> = {
  'virtual:rx-form-files': formFilesModule,
};
const resolvedVirtualId = (id: string) => '\0' + id;
const virtualModuleOf = (resolvedId: string) =>
  resolvedId.startsWith('\0') ? virtualModules[resolvedId.slice(1)] : undefined;

export function schemaCheck(): Plugin {
  let root = process.cwd();
  let projectSchemasDir = path.join(root, 'schemas');
  let schemasDir = projectSchemasDir;
  let isBuild = false;

  // Warnings are for `npm run check:schemas`; only errors stop the preview or the build.
  const problems = () => errorsOf([...checkSchemasDir(schemasDir, root), ...checkSiteWords(root)]);
  const overlayError = (found: Problem[]) => ({
    type: 'error' as const,
    err: { message: formatReport(found), stack: '' },
  });

  function watchSchemas(server: ViteDevServer) {
    let hadProblems = false;
    server.watcher.add(schemasDir);
    server.watcher.on('all', (event, file) => {
      if (!isInside(schemasDir, file)) return;
      if (event === 'addDir' || event === 'unlinkDir') {
        for (const id of Object.keys(virtualModules)) {
          const generated = server.moduleGraph.getModuleById(resolvedVirtualId(id));
          if (generated) server.moduleGraph.invalidateModule(generated);
        }
      }
      const found = problems();
      if (found.length > 0) {
        server.config.logger.error(formatReport(found), { timestamp: true });
        server.ws.send(overlayError(found));
      } else if (hadProblems) {
        server.ws.send({ type: 'full-reload' });
      }
      hadProblems = found.length > 0;
    });
    // A page opened (or reloaded) while a file is broken shows the messages too.
    server.ws.on('vite:client:connect', (_data, client) => {
      const found = problems();
      if (found.length > 0) client.send(overlayError(found));
    });
  }

  return {
    name: 'rx-schema-check',
    enforce: 'pre',
    config(userConfig) {
      const configRoot = path.resolve(userConfig.root ?? process.cwd());
      const dir = schemasDirFromEnv(configRoot);
      if (dir === path.join(configRoot, 'schemas')) return;
      // The dev server may only serve files from allowed folders: add the copy.
      return { server: { fs: { allow: [searchForWorkspaceRoot(configRoot), dir] } } };
    },
    configResolved(config) {
      root = config.root;
      projectSchemasDir = path.join(root, 'schemas');
      schemasDir = schemasDirFromEnv(root);
      isBuild = config.command === 'build';
    },
    buildStart() {
      const found = problems();
      if (found.length === 0) return;
      if (isBuild) this.error(formatReport(found));
      this.warn(formatReport(found));
    },
    configureServer: watchSchemas,
    async resolveId(source, importer, options) {
      if (source in virtualModules) return resolvedVirtualId(source);
      if (schemasDir === projectSchemasDir || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !isInside(projectSchemasDir, resolved.id)) return null;
      const replacement = path.join(schemasDir, path.relative(projectSchemasDir, resolved.id));
      return existsSync(replacement) ? replacement : null;
    },
    load(id) {
      return virtualModuleOf(id)?.(schemasDir) ?? null;
    },
    transform(_code, id) {
      if (isBuild || !isInside(schemasDir, id)) return null;
      // A broken file must not reach the page: its module fails with the checker's words.
      const found = problems();
      // No stack: the overlay shows the messages alone, not the plugin's insides.
      if (found.length > 0) this.error({ message: formatReport(found), stack: '' });
      return null;
    },
  };
}
