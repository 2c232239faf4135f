import { describe, expect, it } from 'vitest';
import { formFileLoaders } from 'virtual:rx-form-files';
import formsFile from '../../../schemas/forms.json';
import { readFormsList } from '../../../contract/catalog';

// The schema check makes forms.json list exactly the folders of schemas/.
const folders = readFormsList(formsFile).forms.map((form) => form.id);

describe('modules generated from the folders of schemas/', () => {
  it('has lazy loaders of each form folder’s files', async () => {
    expect(Object.keys(formFileLoaders).sort()).toEqual(folders.sort());
    const orderRx = formFileLoaders['order-rx'];
    expect(await orderRx.schema()).toMatchObject({ type: 'object' });
    expect(await orderRx.ui()).toHaveProperty('ui:options.sections');
  });

  it('has each form’s precompiled validator, compiled from the schema its page loads', async () => {
    for (const folder of folders) {
      const loaders = formFileLoaders[folder];
      const [schema, validation] = await Promise.all([loaders.schema(), loaders.validator()]);
      expect(validation.default).toHaveProperty('validateFormData');
      expect(validation.schema).toBe(schema);
    }
  });
});
