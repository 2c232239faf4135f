/**
 * What the supplier's English copies (e-mail, PDF, JSON record: contract/record.ts) say of a
 * form filled in another language. Apart from the record's schema, so a page that prints a
 * header needs none of it.
 */
import type { Locale } from './languages.ts';

/** Each language's name in English, for the supplier ("Completed in Spanish"). */
export const englishLanguageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * "Completed in Spanish": what the supplier's English copies (e-mail, PDF, JSON) say of a form
 * filled in another language; undefined for English.
 */
export function completedIn(locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  return `Completed in ${englishLanguageNames[locale]}`;
}

/** A supplier's PDF header line, followed by " - Completed in Spanish" when it applies. */
export function withCompletedIn(header: string, locale: Locale): string {
  const filledIn = completedIn(locale);
  return filledIn ? `${header} - ${filledIn}` : header;
}
