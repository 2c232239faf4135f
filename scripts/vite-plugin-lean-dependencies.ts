/**
 * Swaps two dependencies' code for leaner equivalents the site behaves the same with.
 *
 * - `markdown-to-jsx` (about 25 KB gzip) is imported by @rjsf/core only to draw descriptions
 *   and help as Markdown when a ui.json asks for it (`ui:enableMarkdownInDescription`), which
 *   no form of ours does: such text is drawn as plain text instead.
 * - `fast-uri` (about 7 KB gzip) is imported by @rjsf/utils only to resolve `$id`/`$ref` URIs of
 *   JSON Schema draft 2020-12 bundles; our forms are draft-07 (the schema check requires it) with
 *   `#/definitions/...` references, which rjsf reads without it. The browser's URL does the job
 *   for the rest.
 * - @rjsf/core lays its own fields, widgets and templates (about 13 KB gzip) under every form's
 *   registry; our registry replaces most of them and our forms of plain fields draw few of the
 *   rest. Its lists are swapped for src/forms/rjsfDefaults.ts: the same entries, those a form of
 *   plain fields draws at once, the others loaded on first use with the registry's lazy parts.
 * - @rjsf/utils builds its `deepEquals` on fast-equals (about 2.5 KB gzip), whose handling of
 *   typed arrays, errors, URLs and the like rjsf never needs: src/forms/deepEquals.ts gives the
 *   same answers for what rjsf compares, without it.
 * - @rjsf/utils merges an object's `allOf` with the @x0k/json-schema-merge library (about 4 KB
 *   gzip). Our forms' conditions only add fields, which src/forms/schemaMerge.ts merges alike
 *   without it; it loads rjsf's own merge, library included, for a form that needs more.
 * - @rjsf/utils's `omitExtraData` (about 1 KB gzip) drops the values of fields a form does not
 *   show, which rjsf's `<Form>` does only when asked (`omitExtraData`, which no form of ours
 *   sets: src/forms/core/shownValues.ts does it instead). The build ships a stand-in that says
 *   so if it is ever called.
 * - react-router publishes a production build (no dev warnings or invariant messages) but
 *   exports only the development one, which `vite build` would ship. The dev server and the
 *   unit tests keep the development build and its warnings. Its components are made at the top
 *   of its files (`var Form = React.forwardRef(…)`, then `Form.displayName = "Form"`) with
 *   nothing telling the bundler that doing so has no effect, so all of them shipped, used or
 *   not (its `<Form>` and what only that needs, about 1.4 KB gzip): the build marks those calls
 *   pure and leaves out the `displayName` lines, which only name components in React's
 *   developer tools.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PLAIN_MARKDOWN = '\0rx-plain-markdown';
const URL_RESOLVER = '\0rx-url-resolver';
const RJSF_DEFAULTS = '\0rx-rjsf-defaults:';

/** fast-uri's `resolve` and `equal`, as @rjsf/utils calls them, on the browser's URL. */
const urlResolverModule = `
function resolve(base, ref) {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref.startsWith('#') ? base.split('#')[0] + ref : ref;
  }
}
const bare = (uri) => String(uri).replace(/#$/, '');
export default { resolve, equal: (a, b) => bare(a) === bare(b) };
`;

const routerProductionDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

function plainMarkdown(): Plugin {
  return {
    name: 'rx-plain-markdown',
    enforce: 'pre',
    resolveId: (source) => (source === 'markdown-to-jsx/react' ? PLAIN_MARKDOWN : null),
    load: (id) =>
      id === PLAIN_MARKDOWN
        ? 'export function Markdown({ children }) { return children ?? null; }'
        : null,
  };
}

function browserUrlResolver(): Plugin {
  return {
    name: 'rx-url-resolver',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'fast-uri' ? URL_RESOLVER : null),
    load: (id) => (id === URL_RESOLVER ? urlResolverModule : null),
  };
}

const rjsfDefaultsFile = fileURLToPath(new URL('../src/forms/rjsfDefaults.ts', import.meta.url));
const rjsfDefaultRegistry = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;
const rjsfDefaultList = /^\.\/components\/(fields|widgets|templates)\/index\.js$/;

function rjsfDefaultsOnDemand(): Plugin {
  return {
    name: 'rx-rjsf-defaults-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const list = importer && rjsfDefaultRegistry.test(importer) && rjsfDefaultList.exec(source);
      return list ? `${RJSF_DEFAULTS}${list[1]}` : null;
    },
    load: (id) =>
      id.startsWith(RJSF_DEFAULTS)
        ? `export { ${id.slice(RJSF_DEFAULTS.length)} as default } from ${JSON.stringify(rjsfDefaultsFile)};`
        : null,
  };
}

const deepEqualsFile = fileURLToPath(new URL('../src/forms/deepEquals.ts', import.meta.url));
const rjsfDeepEquals = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]deepEquals\.js$/;

function leanDeepEquals(): Plugin {
  return {
    name: 'rx-lean-deep-equals',
    apply: 'build',
    load: (id) =>
      rjsfDeepEquals.test(id) ? `export { default } from ${JSON.stringify(deepEqualsFile)};` : null,
  };
}

const schemaMergeFile = fileURLToPath(new URL('../src/forms/schemaMerge.ts', import.meta.url));
const rjsfMergeUsers =
  /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/](retrieveSchema|omitExtraData)\.js$/;

/** `source`, imported by a module whose id matches `importers`, is `replacement` instead. */
function swapImport(name: string, source: string, importers: RegExp, replacement: string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId: (imported, importer) =>
      imported === source && importer && importers.test(importer) ? replacement : null,
  };
}

/** rjsf's users of its merge get ours; ours imports rjsf's own on demand, unswapped. */
const allOfMergeOnDemand = () =>
  swapImport(
    'rx-all-of-merge-on-demand',
    './shallowAllOfMerge.js',
    rjsfMergeUsers,
    schemaMergeFile,
  );

const OMIT_EXTRA_DATA = '\0rx-no-omit-extra-data';
const rjsfSchemaIndex = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]index\.js$/;

const rjsfOmitExtraDataFile = fileURLToPath(
  new URL('../node_modules/@rjsf/utils/lib/schema/omitExtraData.js', import.meta.url),
);

function noOmitExtraData(): Plugin {
  return {
    ...swapImport('rx-no-omit-extra-data', './omitExtraData.js', rjsfSchemaIndex, OMIT_EXTRA_DATA),
    load: (id) =>
      id === OMIT_EXTRA_DATA
        ? `export { getUsedFormData, getFieldNames, isValueEmpty } from ${JSON.stringify(rjsfOmitExtraDataFile)};
export default function omitExtraData() {
  throw new Error("rjsf's omitExtraData is not in this build: src/forms/core/shownValues.ts drops hidden values");
}`
        : null,
  };
}

/** A component's `displayName` line, and a component or context made at the top of a file. */
const displayNameLine = /^[\w$]+\.displayName = [^;\n]*;$/gm;
const madeAtTop = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** The router's code with what it makes at the top marked pure, line for line. */
export function withPureTopLevel(code: string): string {
  return code.replace(displayNameLine, '').replace(madeAtTop, '$1/* @__PURE__ */ $2');
}

function productionRouter(): Plugin {
  return {
    name: 'rx-production-router',
    apply: 'build',
    transform: (code, id) =>
      id.startsWith(routerProductionDir) ? { code: withPureTopLevel(code), map: null } : null,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(routerProductionDir, 'index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: path.join(routerProductionDir, 'dom-export.mjs'),
          },
        ],
      },
    }),
  };
}

export function leanDependencies(): Plugin[] {
  return [
    plainMarkdown(),
    browserUrlResolver(),
    rjsfDefaultsOnDemand(),
    leanDeepEquals(),
    allOfMergeOnDemand(),
    noOmitExtraData(),
    productionRouter(),
  ];
}
