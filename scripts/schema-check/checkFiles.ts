/**
 * The schema checker on texts: `checkFiles` checks a schemas folder given as its files' texts
 * (path relative to the folder → text), with no file system, so the studio runs it in the
 * browser and on its server on unsaved edits; `checkSchemasDir` (checkForms.ts) reads a folder
 * into the same shape.
 */
import {
  CONSENT_FORM_ID,
  publishedRoutes,
  readFormsList,
  sitePages,
} from '../../contract/catalog.ts';
import { JsonSyntaxError, parseJsonWithLocations, type ParsedJson } from './jsonLocations.ts';
import { FileProblems, type PathStyle, type Problem } from './problems.ts';
import { checkConsentRecordFields } from './recordRules.ts';
import { checkSchemaFile, isObject } from './schemaRules.ts';
import { checkUiFile } from './uiRules.ts';
import {
  checkFormTranslation,
  missingTranslationFile,
  TRANSLATED_LANGUAGES,
} from './translationRules.ts';

export const FORMS_LIST_FILE = 'forms.json';

/** Path relative to the schemas folder (`order-rx/ui.json`) → the file's text. */
export type SchemaTexts = Record<string, string>;

export interface CheckOptions {
  /** How a file is named in messages (default: its path relative to the folder). */
  name?: (path: string) => string;
  /** The form folders, when some may hold no file yet (default: those the paths name). */
  folders?: string[];
}

export interface ReadFile {
  parsed?: ParsedJson;
  problems: FileProblems | Problem[];
}

/** Parses one file's text; a missing file or a syntax error is itself a problem. */
export function readJsonText(text: string | undefined, name: string, style: PathStyle): ReadFile {
  if (text === undefined) {
    return {
      problems: [
        {
          file: name,
          message:
            'This file is missing. Every form folder needs a schema.json (the fields) and a ui.json (how they look).',
        },
      ],
    };
  }
  try {
    const parsed = parseJsonWithLocations(text);
    const problems = new FileProblems(name, parsed, style);
    problems.addDuplicateKeys();
    return { parsed, problems };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ file: name, location: error.location, message: error.message }] };
  }
}

export const listed = (file: ReadFile): Problem[] =>
  Array.isArray(file.problems) ? file.problems : file.problems.problems;

const siteRoutes: string[] = Object.values(sitePages);

class TextsChecker {
  constructor(
    private readonly files: SchemaTexts,
    private readonly name: (path: string) => string,
  ) {}

  read(path: string, style: PathStyle): ReadFile {
    return readJsonText(this.files[path], this.name(path), style);
  }

  form(folder: string): Problem[] {
    const schema = this.read(`${folder}/schema.json`, 'pointer');
    const ui = this.read(`${folder}/ui.json`, 'dotted');
    if (schema.parsed && schema.problems instanceof FileProblems) {
      checkSchemaFile(schema.parsed.value, schema.problems);
      if (folder === CONSENT_FORM_ID && isObject(schema.parsed.value)) {
        checkConsentRecordFields(schema.parsed.value, schema.problems);
      }
    }
    // Without a readable schema.json every ui.json field would look unknown: check it later.
    if (schema.parsed && ui.parsed && ui.problems instanceof FileProblems) {
      checkUiFile(ui.parsed.value, schema.parsed.value, ui.problems);
    }
    const translations = TRANSLATED_LANGUAGES.map((language) =>
      this.translation(folder, language, schema.parsed, ui.parsed),
    );
    return [...listed(schema), ...listed(ui), ...translations.flat()];
  }

  private translation(
    folder: string,
    language: string,
    schema: ParsedJson | undefined,
    ui: ParsedJson | undefined,
  ): Problem[] {
    const path = `${folder}/${language}.json`;
    if (this.files[path] === undefined) {
      return [missingTranslationFile(this.name(path), language)];
    }
    const translation = this.read(path, 'dotted');
    // Which texts need a translation is known only from readable schema and ui files.
    if (schema && ui && translation.parsed && translation.problems instanceof FileProblems) {
      checkFormTranslation(
        schema.value,
        ui.value,
        translation.parsed.value,
        language,
        translation.problems,
      );
    }
    return listed(translation);
  }

  formsList(folders: string[]): Problem[] {
    const list = this.read(FORMS_LIST_FILE, 'dotted');
    if (!list.parsed || !(list.problems instanceof FileProblems)) return listed(list);
    const problems = list.problems;
    const { forms, problems: entryProblems } = readFormsList(list.parsed.value);
    for (const problem of entryProblems) problems.add(problem.path, problem.message);
    const entries = Array.isArray(list.parsed.value) ? list.parsed.value : [];
    for (const form of forms) {
      const index = entries.indexOf(form);
      if (!folders.includes(form.id)) {
        problems.add(
          [index, 'id'],
          `There is no folder schemas/${form.id}. Check the spelling, or create the folder with its schema.json and ui.json.`,
        );
      }
      if (form.page && form.route !== publishedRoutes[form.page]) {
        problems.add(
          [index, 'route'],
          `The "${form.page}" page is served at "${publishedRoutes[form.page]}"; its route cannot be changed here. Write "route": "${publishedRoutes[form.page]}".`,
        );
      }
      if (siteRoutes.includes(form.route)) {
        problems.add(
          [index, 'route'],
          `"${form.route}" is already a page of the site; choose another route.`,
        );
      }
    }
    const listedIds = new Set(entries.map((entry) => (entry as { id?: unknown } | null)?.id));
    for (const folder of folders.filter((id) => !listedIds.has(id))) {
      problems.add(
        [],
        `The folder schemas/${folder} is not in this list, so it has no page. Add an entry such as { "id": "${folder}", "route": "/${folder}", "title": "...", "sendTo": "none" }.`,
      );
    }
    return problems.problems;
  }
}

/** The form folders the paths name (`order-rx/schema.json` → `order-rx`), sorted. */
export function foldersOf(files: SchemaTexts): string[] {
  const folders = Object.keys(files)
    .filter((path) => path.includes('/'))
    .map((path) => path.slice(0, path.indexOf('/')));
  return [...new Set(folders)].sort();
}

/** Checks every form of a schemas folder given as texts, and its forms list; all problems at once. */
export function checkFiles(files: SchemaTexts, options: CheckOptions = {}): Problem[] {
  const checker = new TextsChecker(files, options.name ?? ((path) => path));
  const folders = options.folders ?? foldersOf(files);
  return [...checker.formsList(folders), ...folders.flatMap((folder) => checker.form(folder))];
}
