/**
 * The words of the pages few people open (About, not found, language assistance, the
 * practitioner's signing pages): `otherPages.json` in `locales/<language>/`. The English ones
 * come with those pages' code, so a form page does not carry them (about 1 KB gzip); another
 * language's are downloaded with its other words (loadWords.ts).
 */
import otherPages from './locales/en/otherPages.json' with { type: 'json' };
import { useLanguage } from './WordsContext';

export type OtherPageWords = typeof otherPages;

export function useOtherPageWords(): OtherPageWords {
  const words = useLanguage().words as Partial<OtherPageWords> | undefined;
  return words?.about ? (words as OtherPageWords) : otherPages;
}
