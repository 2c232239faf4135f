import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A throw-away copy of the project's schemas/ folder, to edit as staff would. */
export function copyOfSchemas(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rx-schemas-'));
  cpSync(path.join(projectRoot, 'schemas'), dir, { recursive: true });
  return dir;
}

export function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

interface Section {
  title?: string;
  fields?: string[];
}

/**
 * The guide's first worked example (docs/editing-forms.md): a "Knee Scooter" checkbox added to
 * the Mobility section of the Order Rx form, in schema.json and in ui.json.
 */
export function addKneeScooter(schemasDir: string): void {
  const form = path.join(schemasDir, 'order-rx');
  editJson(path.join(form, 'schema.json'), (schema) => {
    const properties = schema.properties as Record<string, unknown>;
    properties.orfMobilityAddonsKS = { type: 'boolean', title: 'Knee Scooter', default: false };
  });
  editJson(path.join(form, 'ui.json'), (ui) => {
    const { sections } = ui['ui:options'] as { sections: Section[] };
    sections.find((section) => section.title === 'Mobility')!.fields!.push('orfMobilityAddonsKS');
  });
}
