import type { Locale } from '../../../contract/languages';
import type { Words } from './words';

/**
 * The site's words in `language`, or undefined for English, whose words are part of the code
 * (the shell's with the shell, the other pages' with those pages). Another language's files are
 * downloaded only by a person who reads it.
 */
export async function loadWords(language: Locale): Promise<Words | undefined> {
  if (language !== 'es') return undefined;
  const [site, pages, otherPages, errors] = await Promise.all([
    import('./locales/es/site.json'),
    import('./locales/es/pages.json'),
    import('./locales/es/otherPages.json'),
    import('../../../contract/locales/es/errors.json'),
  ]);
  return {
    ...site.default,
    ...pages.default,
    ...otherPages.default,
    errors: errors.default,
  } as Words;
}
