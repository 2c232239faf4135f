import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formFileLoaders } from 'virtual:rx-form-files';
import { registerPrecompiledValidator, type PrecompiledValidatorModule } from '../../forms';

export interface FormFiles {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const loaded = new Map<string, Promise<FormFiles>>();

async function load(id: string): Promise<FormFiles> {
  const loaders = formFileLoaders[id];
  if (!loaders) throw new Error(`No folder for the form "${id}" in schemas/`);
  const [schema, uiSchema, validation] = await Promise.all([
    loaders.schema(),
    loaders.ui(),
    loaders.validator(),
  ]);
  registerPrecompiledValidator(validation as PrecompiledValidatorModule);
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema };
}

/**
 * The schema and ui files of the form in `schemas/<id>/`, each its own chunk fetched when the
 * form's page opens, with the form's precompiled validator (registered for its schema). The same promise (and so the same objects) every time: rjsf memoises its
 * fields on them.
 */
export function formFiles(id: string): Promise<FormFiles> {
  let files = loaded.get(id);
  if (!files) {
    files = load(id);
    loaded.set(id, files);
  }
  return files;
}
