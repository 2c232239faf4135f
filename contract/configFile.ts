/**
 * A site's `config.json` as read from its file, by the server (server/site/siteConfig.ts) and by
 * the build, which draws the first screens with it (scripts/first-screens.ts): the defaults for a
 * missing file, and for one that is not JSON, with that problem named.
 */
import { defaultConfig, parseConfig, type ParsedConfig } from './config.ts';

/** `text` is the file's content, undefined when there is no such file. */
export function parseConfigFile(text: string | undefined, file: string): ParsedConfig {
  if (text === undefined) return { config: defaultConfig, problems: [] };
  try {
    return parseConfig(JSON.parse(text));
  } catch (error) {
    return { config: defaultConfig, problems: [`${file} is not valid JSON (${String(error)})`] };
  }
}
