/** Loads the runtime configuration, `/config.json`, once at start-up (docs/configuration.md). */
import { defaultConfig, parseConfig, type AppConfig } from '../../../contract/config';

/** A hung request must not keep the site blank: after this the defaults are used. */
export const CONFIG_TIMEOUT_MS = 8000;

/** Fetches and checks the configuration; never throws, falls back to the defaults. */
export async function loadConfig(
  url: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<AppConfig> {
  try {
    const response = await fetchFn(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { config, problems } = parseConfig(await response.json());
    for (const problem of problems) console.error(`config.json: ${problem}`);
    return config;
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); using built-in defaults`);
    return defaultConfig;
  }
}
