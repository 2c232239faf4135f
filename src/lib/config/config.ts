/** Loads the runtime configuration, `/config.json`, once at start-up (docs/configuration.md). */
import { defaultConfig, parseConfig, type AppConfig } from '../../../contract/config';
import { INLINE_CONFIG_ID } from '../../../contract/inlineConfig';

/** A hung request must not keep the site blank: after this the defaults are used. */
export const CONFIG_TIMEOUT_MS = 8000;

/** The file as the project's server put it into the document (contract/inlineConfig.ts), if so. */
function inlinedConfig(): string | undefined {
  return globalThis.document?.getElementById(INLINE_CONFIG_ID)?.textContent ?? undefined;
}

async function fetchConfig(url: string, fetchFn: typeof fetch, timeoutMs: number) {
  const response = await fetchFn(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * Reads the configuration the document holds, else fetches it; checks it. Never throws, falls
 * back to the defaults.
 */
export async function loadConfig(
  url: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
  inlined = inlinedConfig(),
): Promise<AppConfig> {
  try {
    const raw =
      inlined === undefined ? await fetchConfig(url, fetchFn, timeoutMs) : JSON.parse(inlined);
    const { config, problems } = parseConfig(raw);
    for (const problem of problems) console.error(`config.json: ${problem}`);
    return config;
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); using built-in defaults`);
    return defaultConfig;
  }
}
