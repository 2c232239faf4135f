/**
 * A new form (docs/editing-forms.md, example 6): its folder's three files, written anew, and its
 * entry at the end of forms.json.
 */
import { layoutValue } from './layout.ts';
import { insertItem } from './jsonText.ts';
import { asList, FORMS_LIST, formFile, readValue, StudioEditError, withFile } from './formFiles.ts';
import type { NewForm, StudioFiles } from './types.ts';

const FORM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEND = 'Send';
const SEND_ES = 'Enviar';
const FIRST_SECTION = { en: 'About you', es: 'Sus datos' };

/** A whole new file, laid out as Prettier would. */
const newFile = (value: unknown) =>
  layoutValue(value, { indent: '', unit: '  ', column: 0, tail: 0, style: 'fresh' }) + '\n';

export function addForm(files: StudioFiles, form: NewForm): StudioFiles {
  if (!FORM_ID.test(form.id)) {
    throw new StudioEditError(
      `A form's id is small letters, digits and dashes, such as "returns": "${form.id}" is not.`,
    );
  }
  const list = files[FORMS_LIST] === undefined ? [] : asList(readValue(files, FORMS_LIST));
  if (
    files[formFile(form.id, 'schema')] !== undefined ||
    list.some((entry) => (entry as NewForm).id === form.id)
  ) {
    throw new StudioEditError(`There is already a form "${form.id}".`);
  }
  const entry = {
    id: form.id,
    route: form.route,
    title: form.title,
    sendTo: form.sendTo,
    ...(form.emailTo && { emailTo: form.emailTo }),
    ...(form.paper && { paper: form.paper }),
  };
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: form.title,
    ...(form.description && { description: form.description }),
    type: 'object',
    required: [],
    properties: {},
  };
  const ui = {
    'ui:submitButtonOptions': { submitText: SEND },
    'ui:options': { sections: [{ title: FIRST_SECTION.en, fields: [] }] },
  };
  const es = {
    'ui:submitButtonOptions.submitText': { en: SEND, es: SEND_ES },
    'ui:options.sections.0.title': FIRST_SECTION,
  };
  const withList = withFile({ [FORMS_LIST]: '[]\n', ...files }, FORMS_LIST, (text) =>
    insertItem(text, [], list.length, entry),
  );
  return {
    ...withList,
    [formFile(form.id, 'schema')]: newFile(schema),
    [formFile(form.id, 'ui')]: newFile(ui),
    [formFile(form.id, 'es')]: newFile(es),
  };
}
