/** Starts the API server with settings from the environment: `npx tsx server/main.ts`. */
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './app';
import { loadSettings, SettingsError, type Settings } from './settings';
import { describeStorage } from './storage/stores';

function describeDelivery(settings: Settings): string[] {
  return [
    `orders are stored encrypted, then e-mailed to ${settings.orderEmailTo} ${settings.smtpUrl ? 'through SMTP' : `as .eml files in ${settings.outboxDir}`}`,
    `text messages are ${settings.whatsAppProviderUrl ? 'forwarded to the configured provider' : `recorded in ${settings.outboxDir}`}`,
    `consents and the order queue are kept in ${describeStorage(settings)}`,
  ];
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(settings.siteDir, 'index.html'))) {
    console.warn(`No built site in ${settings.siteDir}: run "npm run build" (or use "npm start").`);
  }
  const app = await buildServer(settings);
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: settings.port, host: settings.host });
  // Plain text (besides the JSON log) so a person starting the server sees where it is.
  const lines = [
    `Rx Forms server running at ${address}`,
    ...describeDelivery(settings).map((line) => `  ${line}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
