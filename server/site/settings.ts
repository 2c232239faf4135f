/** Settings of the site: where its files are, and what `/config.json` tells the browser. */
import path from 'node:path';
import type { EnvValues } from '../envValues';

const apiBase = (what: string) =>
  ({
    type: 'string',
    format: 'http-url',
    description: `base URL written into /config.json for ${what}`,
    unset: 'this server',
  }) as const;
const company = (what: string) =>
  ({
    type: 'string',
    description: `overrides the company's ${what} in /config.json`,
    unset: "SITE_DIR/config.json's",
  }) as const;

export const siteEnv = {
  type: 'object',
  properties: {
    SITE_DIR: { type: 'string', default: 'dist', description: 'the built site served at `/`' },
    EMAIL_API_URL: apiBase('`emailApiUrl` (orders and forms)'),
    WHATSAPP_API_URL: apiBase('`whatsAppApiUrl` (text messages)'),
    CONSENT_API_URL: apiBase('`consentApiUrl` (consents)'),
    COMPANY_NAME: company('name'),
    COMPANY_PHONE: company('phone'),
    COMPANY_FAX: company('fax'),
    COMPANY_EMAIL: company('e-mail'),
    COMPANY_WEBSITE: company('website'),
    NOTICE_MESSAGE: {
      type: 'string',
      description: "overrides the text of the order form's notice bar",
      unset: "SITE_DIR/config.json's",
    },
    NOTICE_MESSAGE_ES: {
      type: 'string',
      description:
        "the notice bar's text on Spanish pages, with `NOTICE_MESSAGE` (the English one)",
      unset: '`NOTICE_MESSAGE` in every language',
    },
    NOTICE_COLOR: { type: 'string', default: '#0b5394', description: "the notice bar's colour" },
    ORDER_FORM_ACTIONS: {
      type: 'string',
      enum: ['auto', 'show', 'hide'],
      description: 'overrides `orderFormActions` in /config.json',
      unset: "SITE_DIR/config.json's",
    },
  },
} as const;

export function siteSettings(env: EnvValues<typeof siteEnv>, cwd: string) {
  return {
    /** Absolute path of the built site served at `/`. */
    siteDir: path.resolve(cwd, env.SITE_DIR),
    /** API base URLs written into /config.json; `""` means this server. */
    emailApiUrl: env.EMAIL_API_URL ?? '',
    whatsAppApiUrl: env.WHATSAPP_API_URL ?? '',
    consentApiUrl: env.CONSENT_API_URL ?? '',
    /** Overrides for the presentation keys of /config.json; unset ones come from SITE_DIR/config.json. */
    company: {
      name: env.COMPANY_NAME,
      phone: env.COMPANY_PHONE,
      fax: env.COMPANY_FAX,
      email: env.COMPANY_EMAIL,
      website: env.COMPANY_WEBSITE,
    },
    notice: env.NOTICE_MESSAGE
      ? {
          message: env.NOTICE_MESSAGE_ES
            ? { en: env.NOTICE_MESSAGE, es: env.NOTICE_MESSAGE_ES }
            : env.NOTICE_MESSAGE,
          color: env.NOTICE_COLOR,
        }
      : undefined,
    orderFormActions: env.ORDER_FORM_ACTIONS,
  };
}
