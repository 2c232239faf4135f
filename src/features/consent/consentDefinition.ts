import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getDefaultFormState, getUiOptions } from '@rjsf/utils';
import schemaFile from '../../../schemas/consent/schema.json';
import uiFile from '../../../schemas/consent/ui.json';
import * as consentValidation from '../../../schemas/consent/schema.json?validator';
import {
  defaultValidator,
  registerPrecompiledValidator,
  type FormValues,
  agreementPlainText,
  agreementText,
  type TextValues,
} from '../../forms';

/** The consent form as data: module-level so rjsf's per-field memoising holds. */
export const consentSchema = schemaFile as RJSFSchema;
export const consentUiSchema = uiFile as UiSchema;
registerPrecompiledValidator(consentValidation);

/** The values a fresh form starts with (the schema defaults): Confirm waits for a change. */
export const consentInitialValues = getDefaultFormState<FormValues>(
  defaultValidator,
  consentSchema,
  undefined,
  consentSchema,
) as FormValues;

/** The `consent` box's options: its text, privacy link and text version. */
const agreementOptionsOf = (uiSchema: UiSchema) => getUiOptions(uiSchema.consent as UiSchema);

function readTextVersion(): string {
  const { textVersion } = agreementOptionsOf(consentUiSchema);
  if (typeof textVersion !== 'string' || textVersion === '') {
    throw new Error('schemas/consent/ui.json: consent "ui:options.textVersion" must be a string');
  }
  return textVersion;
}

/** Names the wording in force, so a stored record says which text the person agreed to. */
export const consentTextVersion = readTextVersion();

/**
 * The consent text exactly as the page shows it, in the language shown (`uiSchema` is ui.json
 * in that language), placeholders filled.
 */
export function consentTextShown(uiSchema: UiSchema, values: TextValues): string {
  return agreementPlainText(agreementText(agreementOptionsOf(uiSchema), values));
}
