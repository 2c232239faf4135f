import { createContext, useContext } from 'react';
import { defaultConfig, type AppConfig } from '../../../contract/config';

export const ConfigContext = createContext<AppConfig>(defaultConfig);

export function useConfig(): AppConfig {
  return useContext(ConfigContext);
}
