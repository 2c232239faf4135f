/** Loads the runtime configuration, `/config.json`, once at start-up (docs/configuration.md). */
import { defaultConfig, parseConfig, type AppConfig } from '../../../contract/config';
import { INLINE_CONFIG_ID } from '../../../contract/inlineConfig';

/** A hung request must not keep the site blank: after this the defaults are used. */
export const CONFIG_TIMEOUT_MS = 8000;

/**
 * Reads the configuration the project's server put into the document (contract/inlineConfig.ts),
 * else fetches it; checks it. Never throws, falls back to the defaults.
 */
export async function loadConfig(
  url: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
  inlined = document.getElementById(INLINE_CONFIG_ID)?.textContent,
): Promise<AppConfig> {
  try {
    let raw: unknown;
    if (inlined) {
      raw = JSON.parse(inlined);
    } else {
      const response = await fetchFn(url, {
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      raw = await response.json();
    }
    const { config, problems } = parseConfig(raw);
    for (const problem of problems) console.error(`config.json: ${problem}`);
    return config;
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); using built-in defaults`);
    return defaultConfig;
  }
}
