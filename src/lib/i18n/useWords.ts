import { englishWords, type Words } from './words';
import { useLanguage } from './WordsContext';

/**
 * All the site's words in the person's language, for the form pages and the renderer (the
 * shell uses `useSiteWords`, so the home page does not carry the forms' words).
 */
export function useWords(): Words {
  return useLanguage().words ?? englishWords;
}
