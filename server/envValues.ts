/**
 * Server settings come from environment variables, declared by each concern as a JSON Schema
 * (`properties` of variable names, with `default` and `description`) and read by env-schema.
 * What it does not do is here: text is trimmed and an empty variable counts as unset, switches
 * read true/false, 1/0 or yes/no, every problem is collected in plain words, so a misconfigured
 * server stops at start with one clear list, and a secret value is never echoed.
 * docs/operations.md holds the one table of them (a test keeps it true).
 */
import { Ajv, type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { envFormats, type EnvFormat } from './envFormats';

export interface EnvProperty {
  type: 'string' | 'integer' | 'boolean';
  description: string;
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  format?: EnvFormat;
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

/** env-schema's own options, with `strict: false` for the table's keywords (`unset`, `secret`). */
const ajv = new Ajv({
  allErrors: true,
  removeAdditional: true,
  coerceTypes: true,
  useDefaults: true,
  addUsedSchema: false,
  strict: false,
});
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
 * converted, and what is wrong with the others. When some are wrong, `values` holds them as set
 * (trimmed), so that further checks can add their problems to the same list.
 */
export function checkEnv<S extends EnvSchema>(
  schema: S,
  env: Record<string, string | undefined>,
): { values: EnvValues<S>; problems: string[] } {
  const raw = prepared(env, schema);
  try {
    // Only `env` is read (`env: false`: not process.env unless passed as `env`).
    const values = envSchema({ schema: { ...schema }, data: { ...raw }, env: false, ajv });
    return { values: values as EnvValues<S>, problems: [] };
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    const problems = errors.map((found) => problemOf(found, schema, raw));
    return { values: raw as EnvValues<S>, problems: [...new Set(problems)] };
  }
}
