/**
 * The operator's view of the order queue (same settings as the server: DATA_DIR or DATABASE_URL).
 *   npm run orders -- list [pending|sent|failed]   newest 50 deliveries
 *   npm run orders -- show <reference>            one delivery's record
 *   npm run orders -- retry <reference>           a failed (or waiting) delivery is due now
 * It shows delivery records only, never the stored message (patient data).
 */
import { pathToFileURL } from 'node:url';
import type { DeliveryRecord, DeliveryStatus, DeliveryStore } from '../delivery/deliveryStore';
import { loadSettings, SettingsError } from '../settings';
import { openStores } from '../storage/stores';

const USAGE = `Usage: npm run orders -- list [pending|sent|failed]
       npm run orders -- show <reference>
       npm run orders -- retry <reference>`;
const LIST_LIMIT = 50;
const STATUSES: readonly DeliveryStatus[] = ['pending', 'sent', 'failed'];

const iso = (time: number | null) => (time === null ? '-' : new Date(time).toISOString());

function describeRecord(record: DeliveryRecord): string[] {
  return [
    `reference:     ${record.reference}`,
    `kind:          ${record.kind}`,
    `status:        ${record.status}`,
    `attempts:      ${record.attempts}`,
    `received:      ${iso(record.createdAt)}`,
    `delivered:     ${iso(record.deliveredAt)}`,
    `next attempt:  ${record.status === 'pending' ? iso(record.nextAttemptAt) : '-'}`,
    `gives up at:   ${record.status === 'pending' ? iso(record.giveUpAt) : '-'}`,
    `last error:    ${record.lastError ?? '-'}`,
    `message kept:  ${record.hasPayload ? 'yes (encrypted)' : 'no (deleted after retention)'}`,
  ];
}

function listLine(record: DeliveryRecord): string {
  const when = record.status === 'sent' ? iso(record.deliveredAt) : iso(record.nextAttemptAt);
  const error = record.status === 'sent' ? '' : (record.lastError ?? '').slice(0, 60);
  return [
    record.reference,
    record.kind,
    record.status,
    String(record.attempts),
    iso(record.createdAt),
    when,
    error,
  ]
    .join('\t')
    .trimEnd();
}

/** Runs one command; returns the exit code. */
export async function runOrdersCommand(
  args: string[],
  store: DeliveryStore,
  print: (line: string) => void,
  giveUpAfterMs: number,
): Promise<number> {
  const [command, argument] = args;
  if (
    command === 'list' &&
    (argument === undefined || STATUSES.includes(argument as DeliveryStatus))
  ) {
    const records = await store.list(LIST_LIMIT, argument as DeliveryStatus | undefined);
    print('reference\tkind\tstatus\tattempts\treceived\tnext attempt / delivered\tlast error');
    records.forEach((record) => print(listLine(record)));
    return 0;
  }
  if ((command === 'show' || command === 'retry') && argument) {
    const record = await store.get(argument);
    if (!record) {
      print(`No delivery with reference ${argument}`);
      return 1;
    }
    if (command === 'show') {
      describeRecord(record).forEach(print);
      return 0;
    }
    const now = Date.now();
    if (!(await store.requeue(argument, now, now + giveUpAfterMs))) {
      print(
        `${argument} is ${record.status}${record.hasPayload ? '' : ' and its message was deleted'}; nothing to retry`,
      );
      return 1;
    }
    print(`${argument} is queued again; a running server delivers it within a few seconds.`);
    return 0;
  }
  print(USAGE);
  return 2;
}

async function main(): Promise<number> {
  let settings;
  try {
    settings = loadSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    return 2;
  }
  const stores = await openStores(settings);
  try {
    return await runOrdersCommand(
      process.argv.slice(2),
      stores.deliveries,
      (line) => process.stdout.write(`${line}\n`),
      settings.deliveryTiming.giveUpAfterMs,
    );
  } finally {
    await stores.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
