import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getDefaultFormState } from '@rjsf/utils';
import rjsfValidator from '@rjsf/validator-ajv8';
import { SchemaForm, type FormController } from '../../../src/forms/SchemaForm';
import { preloadLazyParts } from '../../../src/forms/lazyComponent';
import { defaultValidator } from '../../../src/forms/validators';
import { isSummaryError, validateValues } from '../../../src/forms/core/validateValues';
import { errorInputId } from '../../../src/forms/core/inputIds';
import type { FormValues } from '../../../src/forms/core/formValues';

interface Sample {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormValues;
  invalidFormData: FormValues;
  /** Input ids in the order the form must draw them. */
  order?: string[];
}

/** The rjsf playground's sample shapes (tests/fixtures/playground/README.md). */
const samples = import.meta.glob<Sample>('../../fixtures/playground/*.json', {
  eager: true,
  import: 'default',
});
const byName = Object.entries(samples).map(
  ([file, sample]) => [/([^/]+)\.json$/.exec(file)![1], sample] as const,
);

async function renderSample(sample: Sample) {
  await preloadLazyParts();
  const controller = createRef<FormController>();
  const { container } = render(
    <SchemaForm
      schema={sample.schema}
      uiSchema={sample.uiSchema}
      controllerRef={controller}
      selfValidateAfterMs={0}
    />,
  );
  await act(async () => {});
  return { controller: controller.current!, container };
}

/** The input ids rjsf's own validator flags for the data rjsf's own Form would hold. */
function rjsfErrorIds(sample: Sample, formData: FormValues): string[] {
  const data = getDefaultFormState(rjsfValidator, sample.schema, formData, sample.schema);
  const { errors } = rjsfValidator.validateFormData(data, sample.schema);
  // Like the site, leave out "must match the then/oneOf schema" beside the fields' own errors.
  const specific = errors.filter((error) => !isSummaryError(error));
  return [...new Set((specific.length > 0 ? specific : errors).map(errorInputId))].sort();
}

function ourErrorIds(sample: Sample, values: FormValues): string[] {
  return [
    ...validateValues(defaultValidator, values, sample.schema, sample.uiSchema).keys(),
  ].sort();
}

describe('the rjsf playground samples', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers every sample shape the issue names', () => {
    expect(byName.map(([name]) => name).sort()).toEqual(
      [
        'alternatives',
        'arrays',
        'enumObjects',
        'ifThenElse',
        'nested',
        'numbers',
        'ordering',
        'references',
        'schemaDependencies',
        'simple',
        'widgets',
      ].sort(),
    );
  });

  it.each(byName)('%s renders without an error and validates as rjsf does', async (_, sample) => {
    const consoleError = vi.spyOn(console, 'error');
    const { controller, container } = await renderSample(sample);
    expect(container.querySelector('form')).not.toBeNull();

    const errorIds: string[][] = [];
    for (const data of [sample.formData, sample.invalidFormData]) {
      await act(async () => controller.load(data));
      const values = controller.getValues();
      errorIds.push(ourErrorIds(sample, values));
      expect(errorIds.at(-1)).toEqual(rjsfErrorIds(sample, values));
    }
    const [validErrors, invalidErrors] = errorIds;
    expect(validErrors).toEqual([]);
    expect(invalidErrors).not.toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();

    if (sample.order) {
      const drawn = [...container.querySelectorAll('input, textarea, select')].map((e) => e.id);
      expect(drawn.filter((id) => sample.order!.includes(id))).toEqual(sample.order);
    }
  });
});
