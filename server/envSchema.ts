/**
 * Server settings come from environment variables, declared by each concern as a JSON Schema
 * (`properties` of variable names, with `default` and `description`), the way env-schema does
 * it. This reads them all at once: every problem is collected, so a misconfigured server stops
 * at start with one clear list, and a secret value is never echoed. docs/operations.md holds the
 * one table of them (a test keeps it true).
 */
import { Ajv, type ErrorObject } from 'ajv';
import { parseKey } from './storage/encryption';

export interface EnvProperty {
  type: 'string' | 'integer' | 'boolean';
  description: string;
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  /** One of the formats below. */
  format?: keyof typeof envFormats;
  /** A password, key or URL that may carry credentials: never repeated in a message. */
  secret?: boolean;
  /** For the settings table: what happens when a variable without a default is not set. */
  unset?: string;
}

export interface EnvSchema {
  type: 'object';
  properties: Record<string, EnvProperty>;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** `scheme://host[:port]` with no path, query or trailing slash. */
export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const urlWith =
  (...protocols: string[]) =>
  (value: string): boolean => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };

/** Each format: its check, and what a value must be, for the message when it is not. */
const envFormats = {
  'e-mail': { check: (v: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(v), is: 'an e-mail address' },
  'e-mail-sender': {
    check: (v: string) => /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v),
    is: 'an e-mail address or "Name <address>"',
  },
  'http-url': { check: urlWith('http:', 'https:'), is: 'a URL starting with http:// or https://' },
  'smtp-url': { check: urlWith('smtp:', 'smtps:'), is: 'a URL starting with smtp:// or smtps://' },
  'postgres-url': {
    check: urlWith('postgres:', 'postgresql:'),
    is: 'a URL starting with postgres:// or postgresql://',
  },
  origin: { check: isExactOrigin, is: 'an exact origin such as https://forms.example.com' },
  'origin-list': {
    check: (v: string) => splitList(v).every(isExactOrigin),
    is: 'exact origins such as https://shop.example.com (scheme://host[:port], no path or trailing slash), separated by commas',
  },
  'key-256': {
    check: (v: string) => parseKey(v) !== undefined,
    is: '64 hex characters or base64 of 32 bytes',
  },
} as const;

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

/** Trimmed text, with empty treated as unset; switches read true/false, 1/0 or yes/no. */
function prepared(env: Record<string, string | undefined>, schema: EnvSchema) {
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const word = BOOLEAN_WORDS[raw.toLowerCase()];
    values[name] = property.type === 'boolean' && word !== undefined ? word : raw;
  }
  return values;
}

function expectation(property: EnvProperty): string {
  if (property.format) return envFormats[property.format].is;
  if (property.enum) return `one of ${property.enum.join(', ')}`;
  if (property.type === 'integer') {
    return `a whole number from ${property.minimum} to ${property.maximum}`;
  }
  if (property.type === 'boolean') return '"true" or "false"';
  return 'text';
}

function problemOf(error: ErrorObject, schema: EnvSchema, raw: Record<string, unknown>): string {
  const name = error.instancePath.slice(1);
  const property = schema.properties[name];
  const got = property.secret ? '(hidden)' : String(raw[name]);
  return `${name} must be ${expectation(property)} (got "${got}")`;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
for (const [name, { check }] of Object.entries(envFormats)) {
  ajv.addFormat(name, { type: 'string', validate: check });
}

type ValueOf<P> = P extends { type: 'integer' }
  ? number
  : P extends { type: 'boolean' }
    ? boolean
    : P extends { enum: readonly (infer E)[] }
      ? E
      : string;

/** The checked values of a schema's variables: those without a default may be undefined. */
export type EnvValues<S extends EnvSchema> = {
  [K in keyof S['properties']]:
    | ValueOf<S['properties'][K]>
    | (S['properties'][K] extends { default: unknown } ? never : undefined);
};

/**
 * The variables `schema` declares, checked, with defaults filled in and numbers and switches
 * converted, and what is wrong with the others (their defaults are used meanwhile).
 */
export function checkEnv<S extends EnvSchema>(
  schema: S,
  env: Record<string, string | undefined>,
): { values: EnvValues<S>; problems: string[] } {
  const values = prepared(env, schema);
  const raw = { ...values };
  const validate = ajv.compile(schema);
  if (validate(values)) return { values: values as EnvValues<S>, problems: [] };
  const problems = (validate.errors ?? []).map((error) => problemOf(error, schema, raw));
  return { values: values as EnvValues<S>, problems: [...new Set(problems)] };
}
