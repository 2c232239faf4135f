/**
 * Prints the server's settings table for docs/operations.md from the declarations beside each
 * concern's code (`npm run docs:settings`), so the one table never drifts from the code.
 */
import { pathToFileURL } from 'node:url';
import type { EnvProperty } from '../server/envValues.ts';
import { serverEnv } from '../server/settings.ts';

function defaultText(property: EnvProperty): string {
  if (property.default === undefined) return property.unset ? `unset: ${property.unset}` : 'unset';
  return `\`${String(property.default)}\``;
}

function range(property: EnvProperty): string {
  if (property.enum) return ` (${property.enum.map((value) => `\`${value}\``).join(', ')})`;
  if (property.type === 'integer') return ` (${property.minimum}–${property.maximum})`;
  return '';
}

export function settingsTable(): string {
  const rows = Object.entries(serverEnv.properties as Record<string, EnvProperty>).map(
    ([name, property]) =>
      `| \`${name}\` | ${defaultText(property)} | ${property.description}${range(property)} |`,
  );
  return ['| setting | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${settingsTable()}\n`);
}
