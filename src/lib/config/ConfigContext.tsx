import { createContext, useContext, useMemo } from 'react';
import { defaultConfig, type AppConfig } from '../../../contract/config';
import { configTextMarkers, configTexts, type ConfigTexts } from '../../../contract/configSlots';
import { useLanguage } from '../i18n/WordsContext';
import { useFirstScreen } from '../renderMode';

export const ConfigContext = createContext<AppConfig>(defaultConfig);

export function useConfig(): AppConfig {
  return useContext(ConfigContext);
}

/**
 * The texts from config.json a page shows (company, notice), in the person's language. On a
 * first screen each is a slot,
 * which the server of the document fills with its own config.json (contract/configSlots.ts).
 */
export function useConfigTexts(): ConfigTexts {
  const config = useConfig();
  const firstScreen = useFirstScreen();
  const { language } = useLanguage();
  return useMemo(
    () => (firstScreen ? configTextMarkers : configTexts(config, language)),
    [config, firstScreen, language],
  );
}
