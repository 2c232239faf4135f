/**
 * The `/config.json` this server hands to the site. Presentation keys (company, notice, form
 * actions) come from the staff-edited `config.json` shipped in the built site, overridden by
 * settings; the API URLs, client id and trusted origins always come from the settings, because
 * this server's CORS, CSP and clientId check must agree with them.
 */
import fs from 'node:fs';
import path from 'node:path';
// With its extension: the build loads this file too (scripts/first-screens.ts), as Vite's config.
import { defaultConfig, parseConfig, type AppConfig } from '../../contract/config.ts';
import type { Settings } from '../settings';

export interface SiteConfigResult {
  config: AppConfig;
  /** Problems found in the site's own config.json (wrong keys fall back to defaults). */
  problems: string[];
}

export function readSiteConfigFile(siteDir: string): SiteConfigResult {
  const file = path.join(siteDir, 'config.json');
  if (!fs.existsSync(file)) return { config: defaultConfig, problems: [] };
  try {
    return parseConfig(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    return { config: defaultConfig, problems: [`${file} is not valid JSON (${String(error)})`] };
  }
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
  };
  const notice = settings.notice ?? base.notice;
  if (notice) config.notice = notice;
  return config;
}
