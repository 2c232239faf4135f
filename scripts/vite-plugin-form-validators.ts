/**
 * Precompiles each form's validator at build time, so the site ships no schema compiler and
 * runs under a Content-Security-Policy without 'unsafe-eval' (runtime ajv compiles with
 * `new Function`).
 *
 * Importing `<folder>/schema.json?validator` gives a module whose default export is an rjsf
 * validator for that schema (`rememberingValidator`, src/forms/validators.ts) and whose `schema`
 * export is the schema module itself, the very object the form is drawn from. The code is
 * generated from the file when it is requested, so an edited schema gets a fresh validator: in
 * `vite build`, and in `vite` (dev), where a saved schema file invalidates its validator module.
 */
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _ } from 'ajv';
import { hashForSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { customFormats } from '../contract/formats.ts';
import { JsonSyntaxError, parseJsonWithLocations } from './schema-check/jsonLocations.ts';
import { formatProblem } from './schema-check/problems.ts';

const QUERY = '.json?validator';
const VIRTUAL_PREFIX = '\0rx-form-validator:';
/**
 * The formats a validator checks with a function, ours and ajv-formats': one module per set of
 * names (`virtual:rx-form-formats?date,npi`).
 */
const FORMATS_ID = 'virtual:rx-form-formats';
const RESOLVED_FORMATS_ID = `\0${FORMATS_ID}`;

/**
 * The schema's path without ".json": an id with ".json" in it (the dev server decodes any
 * escaping) goes to Vite's JSON plugin, which fails on the generated JavaScript.
 */
const virtualIdOf = (schemaPath: string) => `${VIRTUAL_PREFIX}${schemaPath.replace(/\.json$/, '')}`;
const schemaPathOf = (virtualId: string) => `${virtualId.slice(VIRTUAL_PREFIX.length)}.json`;

/**
 * ajv's standalone output is CommonJS (`require`, `exports[...]`), which Vite's dev server
 * cannot serve: each required package becomes an import, and the exports a local object.
 */
export function toEsModule(standaloneCode: string): string {
  const packages = new Map<string, string>();
  const body = standaloneCode
    .replace(/^"use strict";\s*/, '')
    .replace(/require\(("[^"]+")\)/g, (_call, name: string) => {
      if (!packages.has(name)) packages.set(name, `required${packages.size}`);
      return packages.get(name)!;
    })
    // ajv writes `exports["3f6582d1"] = …`, or `exports.bcc892d = …` when the hash happens to be
    // a valid identifier: both must land in validateFns, or that schema has no validator.
    .replace(/^exports(?=[.[])/gm, 'validateFns');
  // The code reads each package as CommonJS `exports` (`required0.default` is ajv's function).
  // Vite's dev server hands `import *` of a CommonJS module as { default: exports }, the build
  // as exports' own names: unwrap the first, so dev validates exactly as the build does.
  // The formats module is ours and ES: it has no `default` to unwrap (Rolldown warns about one).
  const imports = [...packages].flatMap(([name, local]) =>
    name.startsWith(JSON.stringify(FORMATS_ID).slice(0, -1))
      ? [`import * as ${local} from ${name};`]
      : [
          `import * as ${local}$ns from ${name};`,
          `const ${local} = ${local}$ns.default?.__esModule ? ${local}$ns.default : ${local}$ns;`,
        ],
  );
  return [...imports, 'const validateFns = {};', body].join('\n');
}

/**
 * Where `rememberingValidator` is: rjsf's precompiled validator, given the root schema's key
 * (the hash compileSchemaValidators files it under) so the browser need not hash the whole
 * schema to find it. In the forms' own module, so it is not a file of its own in the build.
 */
const VALIDATORS_MODULE = fileURLToPath(new URL('../src/forms/validators.ts', import.meta.url));

/** The project's own formats (`"format": "npi"`), shared with the server's ajv. */
const FORMATS_MODULE = fileURLToPath(new URL('../contract/formats.ts', import.meta.url));

/**
 * A format ajv checks with a function (not a regular expression it writes out) is looked up in
 * `code.formats`: ajv's output reads `<formats module>.formats.date`. The names it reads.
 */
const formatLookup = /\.formats(?:\.([\w$]+)|\[("[^"]+")\])/g;

export function formatsReadBy(standaloneCode: string): string[] {
  const names = [...standaloneCode.matchAll(formatLookup)].map(
    ([, plain, quoted]) => plain ?? (JSON.parse(quoted!) as string),
  );
  return [...new Set(names)].sort();
}

/** The formats module's id for the formats one validator reads. */
const formatsIdFor = (names: string[]) =>
  `${FORMATS_ID}?${names.map(encodeURIComponent).join(',')}`;

/**
 * The formats module for `names`: ours come from the very module the server registers, so
 * browser and server judge a value alike; ajv-formats' (`uri`, `date-time`, ...) only when a
 * form names one of them, since its module holds them all (about 2 KB gzip).
 */
export function formatsModule(names: string[]): string {
  const ours = new Set(Object.keys(customFormats));
  const entries = names.map(
    (name) =>
      `${JSON.stringify(name)}: ${ours.has(name) ? 'customFormats' : 'ajvFormats.fullFormats'}[${JSON.stringify(name)}],`,
  );
  return [
    `import { customFormats } from ${JSON.stringify(FORMATS_MODULE)};`,
    // The specifier ajv-formats itself writes into standalone code.
    ...(names.some((name) => !ours.has(name))
      ? [`import * as ajvFormats from 'ajv-formats/dist/formats';`]
      : []),
    `export const formats = {\n${entries.join('\n')}\n};`,
  ].join('\n');
}

/** The schema literal ajv writes for the root schema: `const schema11 = {…,"$id":"…"};`. */
const schemaLiteral = /^const (schema\d+) = (\{.*\});$/gm;

/**
 * ajv's standalone code writes the root schema out again as a literal, for its errors to point
 * into (`parentSchema`, from which rjsf takes a field's title): a second copy of the schema
 * module the form is drawn from, about 2 KB gzip for the Order Rx form. That literal is made
 * the module itself (`schema`, imported by the validator module) with the `$id` rjsf gave it;
 * a literal that is not exactly the schema file stays as it is.
 */
export function sharingRootSchema(code: string, schema: object): string {
  const file = JSON.stringify(schema);
  return code.replace(schemaLiteral, (literal, name: string, json: string) => {
    const { $id, ...rest } = JSON.parse(json) as { $id?: unknown };
    return typeof $id === 'string' && JSON.stringify(rest) === file
      ? `const ${name} = { ...schema, $id: ${JSON.stringify($id)} };`
      : literal;
  });
}

/** The module served for one schema file. */
export function validatorModule(schemaPath: string, schemaText: string): string {
  const schema = JSON.parse(schemaText) as object;
  const standalone = compileSchemaValidatorsCode(schema, {
    customFormats,
    // Without a copy of the failing schema in each error (rjsf's default `verbose`): about
    // 1.5 KB gzip less for the order form; the form core reads a title at the error's
    // schemaPath instead (src/forms/core/validateValues.ts).
    ajvOptionsOverrides: { verbose: false, code: { formats: _`require(${FORMATS_ID}).formats` } },
  });
  const formatsRequire = `require(${JSON.stringify(FORMATS_ID)})`;
  const formatsNamed = `require(${JSON.stringify(formatsIdFor(formatsReadBy(standalone)))})`;
  return [
    `import { rememberingValidator } from ${JSON.stringify(VALIDATORS_MODULE)};`,
    `import schema from ${JSON.stringify(schemaPath)};`,
    toEsModule(sharingRootSchema(standalone, schema).replaceAll(formatsRequire, formatsNamed)),
    'export { schema };',
    `export default rememberingValidator(validateFns, schema, ${JSON.stringify(hashForSchema(schema))});`,
  ].join('\n');
}

/**
 * The schema checker's words (file, line, what to fix) for a schema file that is not valid
 * JSON, as it is while being edited: the dev server shows them instead of `JSON.parse`'s stack.
 */
export function jsonSyntaxProblem(file: string, text: string): string | undefined {
  try {
    parseJsonWithLocations(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    // Named as the checker names it: relative to the project when inside it.
    const relative = path.relative(process.cwd(), file);
    const name = (relative.startsWith('..') ? file : relative).split(path.sep).join('/');
    return formatProblem({ file: name, location: error.location, message: error.message });
  }
}

export function formValidators(): Plugin {
  return {
    name: 'rx-form-validators',
    // Before Vite's own resolver, which would hand the file to its JSON plugin.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(`${FORMATS_ID}?`)) return `\0${source}`;
      if (!source.endsWith(QUERY)) return null;
      // Resolved like the plain import, so SCHEMAS_DIR (schema-check plugin) applies here too.
      const schema = await this.resolve(source.replace(/\?validator$/, ''), importer, options);
      return schema && virtualIdOf(schema.id);
    },
    load(id) {
      if (id.startsWith(`${RESOLVED_FORMATS_ID}?`)) {
        const names = id.slice(RESOLVED_FORMATS_ID.length + 1);
        return formatsModule(names ? names.split(',').map(decodeURIComponent) : []);
      }
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const schemaPath = schemaPathOf(id);
      this.addWatchFile(schemaPath);
      const text = readFileSync(schemaPath, 'utf8');
      const syntax = jsonSyntaxProblem(schemaPath, text);
      if (syntax) this.error({ message: syntax, stack: '' });
      return validatorModule(schemaPath, text);
    },
    hotUpdate({ file, modules }) {
      const graph = this.environment.moduleGraph;
      const stale = [...graph.idToModuleMap.values()].filter(
        (mod) => mod.id?.startsWith(VIRTUAL_PREFIX) && schemaPathOf(mod.id) === file,
      );
      if (stale.length === 0) return;
      for (const mod of stale) graph.invalidateModule(mod);
      return [...modules, ...stale];
    },
  };
}
