/**
 * The site's runtime configuration, `/config.json` (docs/configuration.md): its shape, its
 * defaults and its check. The browser loads it at start-up; the server writes the one it serves.
 */

export interface CompanyInfo {
  name: string;
  phone: string;
  fax: string;
  email: string;
  website: string;
}

export interface Notice {
  message: string;
  color: string;
}

export type OrderFormActions = 'auto' | 'show' | 'hide';

export interface AppConfig {
  /** Base URL of the e-mail API; `""` means this same origin. */
  emailApiUrl: string;
  whatsAppApiUrl: string;
  /** Fixed identifier the text-message API expects in `clientId`. */
  whatsAppClientId: string;
  /** Base URL of the consent API; `""` means this same origin, absent: the consent form only logs. */
  consentApiUrl?: string;
  trustedParentOrigins: string[];
  company: CompanyInfo;
  notice?: Notice;
  orderFormActions: OrderFormActions;
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
};

export interface ParsedConfig {
  config: AppConfig;
  /** One line per key that was wrong (and replaced by its default) or unknown (and ignored). */
  problems: string[];
}

type Check<T> = (value: unknown) => value is T;

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

const isNotice: Check<Notice> = (v): v is Notice =>
  isRecord(v) && isString(v.message) && isString(v.color);

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
  notice: { check: isNotice, expected: 'an object with message and color strings' },
  orderFormActions: { check: isActions, expected: '"auto", "show" or "hide"' },
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
