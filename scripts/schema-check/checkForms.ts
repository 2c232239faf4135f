/** The schema checker on folders: a schemas folder, and the site's words in each language. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkFiles,
  FORMS_LIST_FILE,
  listed,
  readJsonText,
  type SchemaTexts,
} from './checkFiles.ts';
import { FileProblems, type PathStyle, type Problem } from './problems.ts';
import { checkWordsFile, TRANSLATED_LANGUAGES } from './translationRules.ts';

export { FORMS_LIST_FILE };

/** How a file is named in messages: relative to the project when inside it. */
function displayName(file: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, file);
  return (relative.startsWith('..') ? file : relative).split(path.sep).join('/');
}

const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

function readJson(file: string, name: string, style: PathStyle) {
  return readJsonText(readText(file), name, style);
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

export function formFolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((entry) => !entry.startsWith('.') && statSync(path.join(dir, entry)).isDirectory())
    .sort();
}

/** The JSON files of a schemas folder as texts: forms.json and each form folder's files. */
export function readSchemaTexts(dir: string): SchemaTexts {
  const texts: SchemaTexts = {};
  const list = readText(path.join(dir, FORMS_LIST_FILE));
  if (list !== undefined) texts[FORMS_LIST_FILE] = list;
  for (const folder of formFolders(dir)) {
    for (const file of readdirSync(path.join(dir, folder)).filter((name) =>
      name.endsWith('.json'),
    )) {
      texts[`${folder}/${file}`] = readFileSync(path.join(dir, folder, file), 'utf8');
    }
  }
  return texts;
}

/** Checks every form folder of a schemas directory and its forms list; all problems at once. */
export function checkSchemasDir(dir: string, projectRoot = process.cwd()): Problem[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return [
      { file: displayName(dir, projectRoot), message: 'This folder of forms does not exist.' },
    ];
  }
  return checkFiles(readSchemaTexts(dir), {
    name: (file) => displayName(path.join(dir, file), projectRoot),
    folders: formFolders(dir),
  });
}
