/** What SchemaForm hands rjsf besides the form's files, and where it sends the focus. */
import type { RegistryFieldsType } from '@rjsf/utils';
import type { FormRegistry } from './registry';
import { NumberField } from './fields/NumberField';
import { ID_PREFIX, ID_SEPARATOR } from './core/inputIds';

/**
 * A `oneOf` list of `const` choices (a dropdown, radio buttons) starts with nothing chosen: rjsf
 * would otherwise take the first choice as the default, and a required choice would be made
 * for the person without a word. Module-level: rjsf compares it on every render.
 */
const defaultFormState = { constAsDefaults: 'skipOneOf' } as const;

/** rjsf's settings that never change: our ids, our own validation and error display. */
export const fixedFormProps = {
  idPrefix: ID_PREFIX,
  idSeparator: ID_SEPARATOR,
  experimental_defaultFormStateBehavior: defaultFormState,
  noValidate: true,
  noHtml5Validate: true,
  showErrorList: false,
} as const;

const withBuiltInOverrides = new WeakMap<FormRegistry['fields'], RegistryFieldsType>();

/** The registry's fields plus lighter stand-ins for rjsf's own; the same object per registry. */
export function fieldsOf(registry: FormRegistry): RegistryFieldsType {
  let fields = withBuiltInOverrides.get(registry.fields);
  if (!fields) {
    fields = { ...registry.fields, NumberField };
    withBuiltInOverrides.set(registry.fields, fields);
  }
  return fields;
}

export function firstInDocument(ids: Iterable<string>): HTMLElement | undefined {
  const elements = [...ids].flatMap((id) => document.getElementById(id) ?? []);
  return elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}
