import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Locale } from '../../../contract/languages';
import { englishSiteWords, type SiteWords } from './siteWords';
import type { Words } from './words';
import { applyLanguage, rememberLanguage } from './language';
import { loadWords } from './loadWords';

export interface LanguageState {
  language: Locale;
  /** The words of a language other than English (English's are in the code). */
  words?: Words;
}

interface LanguageContextValue extends LanguageState {
  /** Loads the language's words, then switches: what was typed stays, nothing reloads. */
  switchLanguage(language: Locale): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: 'en',
  switchLanguage: () => Promise.resolve(),
});

export function LanguageProvider({
  initial,
  children,
}: {
  initial: LanguageState;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const switchLanguage = useCallback(async (language: Locale) => {
    const words = await loadWords(language);
    rememberLanguage(language);
    applyLanguage(language);
    // A transition: a page that still has to fetch its form's texts keeps showing meanwhile.
    startTransition(() => setState({ language, words }));
  }, []);
  const value = useMemo(() => ({ ...state, switchLanguage }), [state, switchLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The shell's words (navigation, footer, pages) in the person's language. */
export function useSiteWords(): SiteWords {
  return useLanguage().words ?? englishSiteWords;
}
