/**
 * The site's runtime configuration, `/config.json` (docs/configuration.md): its shape, its
 * defaults and its check. The browser loads it at start-up; the server writes the one it serves.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './languages.ts';

/**
 * A text a deployment writes for people to read: one for every language, or one per language
 * (`{ "en": "…", "es": "…" }`), English required; a language left out shows the English.
 */
const localTextSchema = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['en'],
      properties: { en: { type: 'string' }, es: { type: 'string' } },
    },
  ],
} as const;

const apiBaseSchema = { type: 'string' } as const;

/**
 * `/config.json` as the server answers it (its response schema) and the site reads it. Its
 * values' finer rules (URLs, origins, a company name that is not blank) are `parseConfig`'s.
 */
export const configSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'emailApiUrl',
    'whatsAppApiUrl',
    'whatsAppClientId',
    'trustedParentOrigins',
    'company',
    'orderFormActions',
    'signingChoiceInShop',
  ],
  properties: {
    /** Base URL of the e-mail API; `""` means this same origin. */
    emailApiUrl: apiBaseSchema,
    whatsAppApiUrl: apiBaseSchema,
    /** Fixed identifier the text-message API expects in `clientId`. */
    whatsAppClientId: { type: 'string' },
    /** Base URL of the consent API; `""` means this same origin, absent: the form only logs. */
    consentApiUrl: apiBaseSchema,
    trustedParentOrigins: { type: 'array', items: { type: 'string' } },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone', 'fax', 'email', 'website'],
      properties: {
        name: { type: 'string' },
        phone: { type: 'string' },
        fax: { type: 'string' },
        email: { type: 'string' },
        website: { type: 'string' },
      },
    },
    notice: {
      type: 'object',
      additionalProperties: false,
      required: ['message', 'color'],
      properties: { message: localTextSchema, color: { type: 'string' } },
    },
    orderFormActions: { type: 'string', enum: ['auto', 'show', 'hide'] },
    /**
     * Whether the order form offers "Who signs?" inside the shop (in a frame, or
     * `?orderRx=true`); on its own page it always does.
     */
    signingChoiceInShop: { type: 'boolean' },
  },
} as const;

export type AppConfig = FromSchema<typeof configSchema>;
export type CompanyInfo = AppConfig['company'];
export type Notice = NonNullable<AppConfig['notice']>;
export type LocalText = Notice['message'];
export type OrderFormActions = AppConfig['orderFormActions'];

/** A deployment's text in `locale`: its own text for it, else the English one. */
export function textIn(text: LocalText, locale: Locale): string {
  return typeof text === 'string' ? text : (text[locale] ?? text.en);
}

export const defaultConfig: AppConfig = {
  emailApiUrl: '',
  whatsAppApiUrl: '',
  whatsAppClientId: 'rx-forms',
  // No consentApiUrl: without one the consent form only logs (docs/configuration.md).
  trustedParentOrigins: [],
  company: {
    name: 'Task Supply',
    phone: '(555) 010-0100',
    fax: '(555) 010-0101',
    email: 'orders@example.com',
    website: 'https://www.example.com',
  },
  orderFormActions: 'auto',
  signingChoiceInShop: false,
};

export interface ParsedConfig {
  config: AppConfig;
  /** One line per key that was wrong (and replaced by its default) or unknown (and ignored). */
  problems: string[];
}

type Check<T> = (value: unknown) => value is T;

const isBoolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';
const isString: Check<string> = (v): v is string => typeof v === 'string';
const isNonEmptyString: Check<string> = (v): v is string => isString(v) && v.trim() !== '';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseUrl(v: unknown): URL | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    return new URL(v);
  } catch {
    return undefined;
  }
}

/** Only web URLs: a `javascript:` or `data:` value must never reach a link or a fetch. */
const isWebUrl: Check<string> = (v): v is string => {
  const url = parseUrl(v);
  return url?.protocol === 'https:' || url?.protocol === 'http:';
};

/** `""` (this origin), a root-relative path, or an absolute web URL. */
const isApiBase: Check<string> = (v): v is string =>
  v === '' || (isString(v) && v.startsWith('/') && !v.startsWith('//')) || isWebUrl(v);

const isOrigin: Check<string> = (v): v is string => isWebUrl(v) && parseUrl(v)?.origin === v;

const isOriginList: Check<string[]> = (v): v is string[] => Array.isArray(v) && v.every(isOrigin);

const isLocalText: Check<LocalText> = (v): v is LocalText =>
  isString(v) ||
  (isRecord(v) &&
    isString(v[DEFAULT_LOCALE]) &&
    Object.entries(v).every(([language, text]) => isLocale(language) && isString(text)));

const isNotice: Check<Notice> = (v): v is Notice =>
  isRecord(v) &&
  Object.keys(v).every((key) => key === 'message' || key === 'color') &&
  isLocalText(v.message) &&
  isString(v.color);

const isActions: Check<OrderFormActions> = (v): v is OrderFormActions =>
  v === 'auto' || v === 'show' || v === 'hide';

const companyRules: { [K in keyof CompanyInfo]: { check: Check<string>; expected: string } } = {
  name: { check: isNonEmptyString, expected: 'a non-empty string' },
  phone: { check: isString, expected: 'a string' },
  fax: { check: isString, expected: 'a string' },
  email: { check: isString, expected: 'a string' },
  website: { check: isWebUrl, expected: 'an http(s) URL' },
};

/** Checks each company field on its own, so one typo does not discard the others. */
function parseCompany(raw: unknown, problems: string[]): CompanyInfo {
  if (!isRecord(raw)) {
    problems.push('"company" must be an object with name, phone, fax, email and website');
    return defaultConfig.company;
  }
  const company = { ...defaultConfig.company };
  for (const [key, value] of Object.entries(raw)) {
    const rule = companyRules[key as keyof CompanyInfo];
    if (!rule) {
      problems.push(`unknown key "company.${key}" ignored`);
    } else if (rule.check(value)) {
      company[key as keyof CompanyInfo] = value;
    } else {
      problems.push(`"company.${key}" must be ${rule.expected}; the default is used`);
    }
  }
  return company;
}

type TopLevelKey = Exclude<keyof AppConfig, 'company'>;

const rules: { [K in TopLevelKey]-?: { check: Check<AppConfig[K]>; expected: string } } = {
  emailApiUrl: { check: isApiBase, expected: 'an http(s) URL, a path or ""' },
  whatsAppApiUrl: { check: isApiBase, expected: 'an http(s) URL, a path or ""' },
  whatsAppClientId: { check: isString, expected: 'a string' },
  consentApiUrl: { check: isApiBase, expected: 'an http(s) URL, a path or ""' },
  trustedParentOrigins: {
    check: isOriginList,
    expected: 'a list of origins such as "https://shop.example.com"',
  },
  notice: {
    check: isNotice,
    expected:
      'an object with "message" (a text, or texts by language such as { "en": "…", "es": "…" }) and "color" (a string)',
  },
  orderFormActions: { check: isActions, expected: '"auto", "show" or "hide"' },
  signingChoiceInShop: { check: isBoolean, expected: 'true or false' },
};

/** Checks a parsed `/config.json`; each wrong or unknown key is reported, wrong ones use the default. */
export function parseConfig(raw: unknown): ParsedConfig {
  if (!isRecord(raw)) {
    return { config: defaultConfig, problems: ['config.json must hold a JSON object'] };
  }
  const problems: string[] = [];
  const config: Record<string, unknown> = { ...defaultConfig };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'company') {
      config.company = parseCompany(value, problems);
      continue;
    }
    const rule = rules[key as TopLevelKey];
    if (!rule) {
      problems.push(`unknown key "${key}" ignored`);
    } else if (rule.check(value)) {
      config[key] = value;
    } else {
      problems.push(`"${key}" must be ${rule.expected}; the default is used`);
    }
  }
  return { config: config as unknown as AppConfig, problems };
}

/** Joins an API base URL from the configuration with an endpoint path. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
