/**
 * `npm run bench:studio-model`: the studio model's share of an edit on the order form (the
 * largest form), in Node on this machine: applyEdit, readForm, missingTranslations and the
 * schema checker on the texts, each the median of many runs. The whole edit → preview time in a
 * browser at CPU ×4 is `npm run bench:studio` (bench/studio.ts). Prints figures; never fails.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readSchemaTexts } from '../scripts/schema-check/checkForms.ts';
import { checkFiles } from '../scripts/schema-check/checkFiles.ts';
import { median } from './stats.ts';
import {
  applyEdit,
  missingTranslations,
  readForm,
  type StudioEdit,
} from '../studio/model/index.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const files = readSchemaTexts(path.join(projectRoot, 'schemas'));
const ROUNDS = 60;

const edits: Record<string, StudioEdit> = {
  'rename a label': {
    kind: 'updateField',
    form: 'order-rx',
    key: 'orfReferalName',
    changes: { label: 'Referring Doctor' },
  },
  'add a checkbox': {
    kind: 'addField',
    form: 'order-rx',
    key: 'orfMobilityAddonsKS',
    field: { kind: 'checkbox', label: 'Knee Scooter' },
    place: { section: 3 },
  },
  'move a section': { kind: 'moveSection', form: 'order-rx', from: 9, to: 2 },
};

function timed(run: () => void): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const rows: [string, number][] = [];
for (const [name, edit] of Object.entries(edits)) {
  const edited = applyEdit(files, edit);
  rows.push([`applyEdit: ${name}`, timed(() => applyEdit(files, edit))]);
  rows.push([`  then readForm`, timed(() => readForm(edited, 'order-rx'))]);
  rows.push([`  then missingTranslations`, timed(() => missingTranslations(edited, 'order-rx'))]);
}
rows.push(['checkFiles (all forms)', timed(() => checkFiles(files))]);
const order = Object.fromEntries(
  Object.entries(files).filter(([file]) => file === 'forms.json' || file.startsWith('order-rx/')),
);
rows.push(['checkFiles (order form only)', timed(() => checkFiles(order))]);

console.warn(`Studio model on the order form, median of ${ROUNDS} runs (Node, no CPU slowdown):`);
for (const [name, ms] of rows) console.warn(`  ${name.padEnd(34)} ${ms.toFixed(2).padStart(8)} ms`);
