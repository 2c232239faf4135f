/** Runtime configuration, loaded from `/config.json` at start-up (see README, "Configuration"). */

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
  /** Absent: the consent form only logs. */
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
  consentApiUrl: '',
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
  /** One line per key that was wrong and replaced by its default. */
  problems: string[];
}

type Check<T> = (value: unknown) => value is T;

const isString: Check<string> = (v): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isOrigin: Check<string> = (v): v is string => {
  if (typeof v !== 'string') return false;
  try {
    return new URL(v).origin === v;
  } catch {
    return false;
  }
};

const isOriginList: Check<string[]> = (v): v is string[] => Array.isArray(v) && v.every(isOrigin);

const isCompany: Check<CompanyInfo> = (v): v is CompanyInfo =>
  isRecord(v) &&
  (['name', 'phone', 'fax', 'email', 'website'] as const).every((k) => isString(v[k]));

const isNotice: Check<Notice> = (v): v is Notice =>
  isRecord(v) && isString(v.message) && isString(v.color);

const isActions: Check<OrderFormActions> = (v): v is OrderFormActions =>
  v === 'auto' || v === 'show' || v === 'hide';

const rules: { [K in keyof AppConfig]-?: { check: Check<AppConfig[K]>; expected: string } } = {
  emailApiUrl: { check: isString, expected: 'a URL string' },
  whatsAppApiUrl: { check: isString, expected: 'a URL string' },
  whatsAppClientId: { check: isString, expected: 'a string' },
  consentApiUrl: { check: isString, expected: 'a URL string' },
  trustedParentOrigins: {
    check: isOriginList,
    expected: 'a list of origins such as "https://shop.example.com"',
  },
  company: { check: isCompany, expected: 'an object with name, phone, fax, email and website' },
  notice: { check: isNotice, expected: 'an object with message and color' },
  orderFormActions: { check: isActions, expected: '"auto", "show" or "hide"' },
};

/** Checks a parsed `/config.json`; each wrong or unknown key is reported, wrong ones use the default. */
export function parseConfig(raw: unknown): ParsedConfig {
  if (!isRecord(raw)) {
    return { config: defaultConfig, problems: ['config.json must hold a JSON object'] };
  }
  const config: Record<string, unknown> = { ...defaultConfig };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const rule = rules[key as keyof AppConfig];
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

/** Fetches and checks the configuration; never throws, falls back to the defaults. */
export async function loadConfig(url: string, fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchFn(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { config, problems } = parseConfig(await response.json());
    for (const problem of problems) console.error(`config.json: ${problem}`);
    return config;
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); using built-in defaults`);
    return defaultConfig;
  }
}

/** Joins an API base URL from the configuration with an endpoint path. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
