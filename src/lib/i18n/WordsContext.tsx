import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Locale } from '../../../contract/api';
import { englishWords, type Words } from '../../../contract/words';
import { applyLanguage, rememberLanguage } from './language';
import { loadWords } from './loadWords';

export interface LanguageState {
  language: Locale;
  words: Words;
}

interface LanguageContextValue extends LanguageState {
  /** Loads the language's words, then switches: what was typed stays, nothing reloads. */
  switchLanguage(language: Locale): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: 'en',
  words: englishWords,
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

/** The site's words in the person's language. */
export function useWords(): Words {
  return useContext(LanguageContext).words;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
