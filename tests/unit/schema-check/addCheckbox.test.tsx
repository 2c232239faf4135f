/// <reference types="vite/client" />
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSchemasDir } from '../../../scripts/schema-check/checkForms';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { defaultValidator } from '../../../src/forms/validators';
import { validateValues } from '../../../src/forms/core/validateValues';
import { copyOfSchemas, editJson } from './editedCopy';
import { addCheckboxExample } from './guideExamples';

/** Editing only the copied files adds a checkbox: no code is changed or rebuilt. */
describe('a checkbox added to a copy of the Order Rx files', { timeout: 20_000 }, () => {
  const dir = copyOfSchemas();
  addCheckboxExample(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(dir, 'order-rx', file), 'utf8')) as unknown;
  const schema = read('schema.json') as RJSFSchema;
  const uiSchema = read('ui.json') as UiSchema;
  const required = { orfPatientName: 'Jane Doe', orfPhone: '(555) 123-4567' };

  it('passes the schema check', () => {
    expect(checkSchemasDir(dir, dir)).toEqual([]);
  });

  it('renders in its section and is submitted with the other values', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schema={schema} uiSchema={uiSchema} onSubmit={onSubmit} />);
    // Sections after the first screen are drawn once that screen is painted.
    const scooter = await screen.findByRole('checkbox', { name: 'Knee Scooter' });
    expect(scooter.id).toBe('root_orfMobilityAddonsKS');
    expect(screen.getByRole('region', { name: 'Mobility' })).toContainElement(scooter);

    fireEvent.change(document.getElementById('root_orfPatientName')!, {
      target: { value: required.orfPatientName },
    });
    fireEvent.change(document.getElementById('root_orfPhone')!, {
      target: { value: required.orfPhone },
    });
    fireEvent.click(scooter);
    await act(async () => fireEvent.submit(scooter.closest('form')!));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ...required, orfMobilityAddonsKS: true }),
    );
  });

  it('is validated by the rules of its schema entry', () => {
    const check = (value: unknown) =>
      validateValues(
        defaultValidator,
        { ...required, orfMobilityAddonsKS: value },
        schema,
        uiSchema,
      );
    expect(check(true).size).toBe(0);
    expect(check('yes').has('root_orfMobilityAddonsKS')).toBe(true);
  });

  it('is reported when it is added to a section but not to schema.json', () => {
    const typo = copyOfSchemas();
    editJson(path.join(typo, 'order-rx', 'ui.json'), (ui) => {
      const { sections } = ui['ui:options'] as { sections: { fields?: string[] }[] };
      sections[3].fields!.push('orfMobilityAddonsKnee');
    });
    const problems = checkSchemasDir(typo, typo);
    rmSync(typo, { recursive: true, force: true });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'order-rx/ui.json',
      path: 'ui:options.sections[3].fields[10]',
      message:
        '"orfMobilityAddonsKnee" is not a field in schema.json. Check the spelling, or add it to schema.json under "properties".',
    });
  });
});
