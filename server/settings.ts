/**
 * The server's settings: each concern declares its environment variables as a schema beside
 * its code (`<concern>/settings.ts`); this reads them all at once (docs/operations.md, "Settings").
 */
import { checkEnv, SettingsError, type EnvValues } from './envValues';
import { deliveryEnv, deliveryProblems, deliverySettings } from './delivery/settings';
import { httpEnv, httpSettings } from './http/settings';
import { messagesEnv, messagesSettings } from './messages/settings';
import { signingEnv, signingSettings } from './signing/settings';
import { siteEnv, siteSettings } from './site/settings';
import { storageEnv, storageProblems, storageSettings } from './storage/settings';
import { submissionsEnv, submissionsSettings } from './submissions/settings';

export { SettingsError } from './envValues';
export type { LogLevel } from './http/settings';

/** Every variable the server reads, concern by concern. */
export const serverEnv = {
  type: 'object',
  properties: {
    ...httpEnv.properties,
    ...siteEnv.properties,
    ...submissionsEnv.properties,
    ...deliveryEnv.properties,
    ...storageEnv.properties,
    ...messagesEnv.properties,
    ...signingEnv.properties,
  },
} as const;

type AllValues = EnvValues<typeof serverEnv>;

function settingsOf(env: AllValues, cwd: string) {
  return {
    ...httpSettings(env),
    ...siteSettings(env, cwd),
    ...submissionsSettings(env, cwd),
    ...deliverySettings(env, cwd),
    ...storageSettings(env, cwd),
    ...messagesSettings(env),
    ...signingSettings(env),
  };
}

export type Settings = ReturnType<typeof settingsOf>;

/** Builds the settings from `env` (normally `process.env`); relative paths resolve against `cwd`. */
export function loadSettings(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): Settings {
  const { values, problems } = checkEnv(serverEnv, env);
  problems.push(...deliveryProblems(values), ...storageProblems(values));
  if (problems.length > 0) throw new SettingsError(problems);
  return settingsOf(values, cwd);
}
