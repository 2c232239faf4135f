/**
 * The `/config.json` this server hands to the site. Presentation keys (company, notice, form
 * actions, the signing choice in the shop) come from the staff-edited `config.json` shipped in
 * the built site, overridden by settings; the API URLs, client id and trusted origins always come from the settings, because
 * this server's CORS, CSP and clientId check must agree with them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig, ParsedConfig } from '../../contract/config';
import { parseConfigFile } from '../../contract/configFile';
import type { Settings } from '../settings';

/** The site's own config.json (wrong keys fall back to defaults, named in `problems`). */
export function readSiteConfigFile(siteDir: string): ParsedConfig {
  const file = path.join(siteDir, 'config.json');
  return parseConfigFile(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined, file);
}

export function buildSiteConfig(settings: Settings, base: AppConfig): AppConfig {
  const company = { ...base.company };
  for (const [key, value] of Object.entries(settings.company)) {
    if (value !== undefined) company[key as keyof typeof company] = value;
  }
  const config: AppConfig = {
    emailApiUrl: settings.emailApiUrl,
    whatsAppApiUrl: settings.whatsAppApiUrl,
    whatsAppClientId: settings.whatsAppClientId,
    consentApiUrl: settings.consentApiUrl,
    trustedParentOrigins: settings.trustedOrigins,
    company,
    orderFormActions: settings.orderFormActions ?? base.orderFormActions,
    signingChoiceInShop: base.signingChoiceInShop,
  };
  const notice = settings.notice ?? base.notice;
  if (notice) config.notice = notice;
  return config;
}
