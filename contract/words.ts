/**
 * The words of the site itself, one folder per language in `contract/locales/`: `site.json`
 * (navigation, footer, home: every page loads them) and `pages.json` (the pages loaded on
 * demand: About, not found, language assistance, and the forms' buttons, messages, the
 * missing-fields line, default error messages, the document's and the text message's words). A form's own texts are beside the form (`schemas/<form>/es.json`, see
 * translations.ts). English is the source; every other language has exactly its keys (the
 * schema check says which key is missing or extra).
 */
import pages from './locales/en/pages.json' with { type: 'json' };
import { fillIn, type Locale } from './languages.ts';
import { englishSiteWords, type SiteWords } from './siteWords.ts';

export type PageWords = typeof pages;
export type Words = SiteWords & PageWords;
export const englishWords: Words = { ...englishSiteWords, ...pages };

/** Each language's name in English, for the supplier ("Completed in Spanish"). */
export const englishLanguageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The files of one language's words in `contract/locales/<language>/`. */
export const WORDS_FILES = ['site.json', 'pages.json'] as const;

/**
 * "Completed in Spanish": what the supplier's English copies (e-mail, PDF, JSON) say of a form
 * filled in another language; undefined for English.
 */
export function completedIn(locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  return fillIn(englishWords.document.completedIn, { language: englishLanguageNames[locale] });
}

/** A supplier's PDF header line, followed by " - Completed in Spanish" when it applies. */
export function withCompletedIn(header: string, locale: Locale): string {
  const filledIn = completedIn(locale);
  return filledIn ? `${header} - ${filledIn}` : header;
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of a words file missing from, or added to, the English file ("form.missing"). */
export function wordsProblems(
  source: unknown,
  translated: unknown,
  prefix = '',
): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  const from = isTree(source) ? source : {};
  const to = isTree(translated) ? translated : {};
  for (const [key, value] of Object.entries(from)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const other = to[key];
    if (isTree(value)) problems.push(...wordsProblems(value, other, path));
    else if (!(key in to))
      problems.push({ key: path, message: `no translation of "${String(value)}"` });
    else if (typeof other !== 'string' || other.trim() === '')
      problems.push({ key: path, message: 'the text is empty' });
  }
  for (const key of Object.keys(to)) {
    if (!(key in from)) {
      problems.push({
        key: prefix ? `${prefix}.${key}` : key,
        message: 'not in the English file: remove it',
      });
    }
  }
  return problems;
}
