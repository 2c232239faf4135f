import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CONSENT_FORM_ID,
  publishedRoutes,
  readFormsList,
  sitePages,
} from '../../contract/catalog.ts';
import { JsonSyntaxError, parseJsonWithLocations, type ParsedJson } from './jsonWithLocations.ts';
import { FileProblems, type PathStyle, type Problem } from './problems.ts';
import { checkConsentRecordFields } from './recordRules.ts';
import { checkSchemaFile, isObject } from './schemaRules.ts';
import { checkUiFile } from './uiRules.ts';
import {
  checkFormTranslation,
  checkWordsFile,
  missingTranslationFile,
  TRANSLATED_LANGUAGES,
} from './translationRules.ts';

export const FORMS_LIST_FILE = 'forms.json';

const siteRoutes: string[] = Object.values(sitePages);

/** How a file is named in messages: relative to the project when inside it. */
function displayName(file: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, file);
  return (relative.startsWith('..') ? file : relative).split(path.sep).join('/');
}

interface ReadFile {
  parsed?: ParsedJson;
  problems: FileProblems | Problem[];
}

/** Reads and parses one JSON file; a missing or unreadable file is itself a problem. */
function readJson(file: string, name: string, style: PathStyle): ReadFile {
  if (!existsSync(file)) {
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
    const parsed = parseJsonWithLocations(readFileSync(file, 'utf8'));
    const problems = new FileProblems(name, parsed, style);
    problems.addDuplicateKeys();
    return { parsed, problems };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ file: name, location: error.location, message: error.message }] };
  }
}

const listed = (file: ReadFile): Problem[] =>
  Array.isArray(file.problems) ? file.problems : file.problems.problems;

function checkForm(folder: string, projectRoot: string): Problem[] {
  const name = (file: string) => displayName(path.join(folder, file), projectRoot);
  const schema = readJson(path.join(folder, 'schema.json'), name('schema.json'), 'pointer');
  const ui = readJson(path.join(folder, 'ui.json'), name('ui.json'), 'dotted');
  if (schema.parsed && schema.problems instanceof FileProblems) {
    checkSchemaFile(schema.parsed.value, schema.problems);
    if (path.basename(folder) === CONSENT_FORM_ID && isObject(schema.parsed.value)) {
      checkConsentRecordFields(schema.parsed.value, schema.problems);
    }
  }
  // Without a readable schema.json every ui.json field would look unknown: check it later.
  if (schema.parsed && ui.parsed && ui.problems instanceof FileProblems) {
    checkUiFile(ui.parsed.value, schema.parsed.value, ui.problems);
  }
  const translations = TRANSLATED_LANGUAGES.map((language) =>
    checkTranslation(folder, language, name(`${language}.json`), schema.parsed, ui.parsed),
  );
  return [...listed(schema), ...listed(ui), ...translations.flat()];
}

function checkTranslation(
  folder: string,
  language: string,
  fileName: string,
  schema: ParsedJson | undefined,
  ui: ParsedJson | undefined,
): Problem[] {
  const file = path.join(folder, `${language}.json`);
  if (!existsSync(file)) return [missingTranslationFile(fileName, language)];
  const translation = readJson(file, fileName, 'dotted');
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

/**
 * The folders of the site's own words, a folder per language in each: the page words
 * (browser only) and the error words (the server's answers too).
 */
export const SITE_WORDS_DIRS = ['src/lib/i18n/locales', 'contract/locales'];

/** The site's own words in every folder of SITE_WORDS_DIRS under `projectRoot`. */
export function checkSiteWords(projectRoot = process.cwd()): Problem[] {
  return SITE_WORDS_DIRS.flatMap((dir) =>
    checkSiteWordsDir(path.join(projectRoot, dir), projectRoot),
  );
}

/** One folder of words: each language's files have exactly the English files' keys. */
export function checkSiteWordsDir(localesDir: string, projectRoot = process.cwd()): Problem[] {
  const name = (file: string) => displayName(path.join(localesDir, file), projectRoot);
  const englishFiles = readdirSync(path.join(localesDir, 'en')).filter((file) =>
    file.endsWith('.json'),
  );
  return englishFiles.flatMap((file) => {
    const english = readJson(path.join(localesDir, 'en', file), name(`en/${file}`), 'dotted');
    return TRANSLATED_LANGUAGES.flatMap((language) => {
      const translated = readJson(
        path.join(localesDir, language, file),
        name(`${language}/${file}`),
        'dotted',
      );
      if (english.parsed && translated.parsed && translated.problems instanceof FileProblems) {
        checkWordsFile(english.parsed.value, translated.parsed.value, translated.problems);
      }
      return listed(translated);
    });
  });
}

function checkFormsList(dir: string, folders: string[], projectRoot: string): Problem[] {
  const list = readJson(
    path.join(dir, FORMS_LIST_FILE),
    displayName(path.join(dir, FORMS_LIST_FILE), projectRoot),
    'dotted',
  );
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

function formFolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((entry) => !entry.startsWith('.') && statSync(path.join(dir, entry)).isDirectory())
    .sort();
}

/** Checks every form folder of a schemas directory and its forms list; all problems at once. */
export function checkSchemasDir(dir: string, projectRoot = process.cwd()): Problem[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return [
      { file: displayName(dir, projectRoot), message: 'This folder of forms does not exist.' },
    ];
  }
  const folders = formFolders(dir);
  return [
    ...checkFormsList(dir, folders, projectRoot),
    ...folders.flatMap((folder) => checkForm(path.join(dir, folder), projectRoot)),
  ];
}
