/**
 * The words of the site itself, one file per language in `contract/locales/`: navigation,
 * buttons, messages, page texts and the default error messages. A form's own texts are beside the
 * form (`schemas/<form>/es.json`, see translations.ts). English is the source; every other
 * language has exactly its keys (the schema check says which key is missing or extra).
 */
import english from './locales/en.json' with { type: 'json' };
import { locales, type Locale } from './api.ts';

export type Words = typeof english;
export const englishWords: Words = english;

/** Each language's name in that language, as the switch shows it. */
export const languageNames: Record<Locale, string> = { en: 'English', es: 'Español' };
/** Each language's name in English, for the supplier ("Completed in Spanish"). */
export const englishLanguageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * "Completed in Spanish": what the supplier's English copies (e-mail, PDF, JSON) say of a form
 * filled in another language; undefined for English.
 */
export function completedIn(locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  return fillIn(englishWords.document.completedIn, { language: englishLanguageNames[locale] });
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** A text with `{name}` placeholders filled in; an unknown placeholder stays as written. */
export function fillIn(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The singular or plural form of a counted text (`{ "one": …, "other": … }`). */
export function counted(forms: { one: string; other: string }, count: unknown): string {
  return count === 1 ? forms.one : forms.other;
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
