import type { Locale } from '../../../contract/api';
import { englishWords, type Words } from '../../../contract/words';

/**
 * The site's words in `language`. English is part of the site's code; another language's file
 * is downloaded only by a person who reads it.
 */
export function loadWords(language: Locale): Promise<Words> {
  if (language === 'es') {
    return import('../../../contract/locales/es.json').then((module) => module.default as Words);
  }
  return Promise.resolve(englishWords);
}
