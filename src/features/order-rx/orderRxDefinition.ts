import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaFile from '../../../schemas/order-rx/schema.json';
import uiFile from '../../../schemas/order-rx/ui.json';
import * as orderRxValidation from '../../../schemas/order-rx/schema.json?validator';
import formsFile from '../../../schemas/forms.json';
import { builtFormsList, formVersion, ORDER_FORM_ID } from '../../../contract/catalog';
import { registerPrecompiledValidator, setTodayDefaults } from '../../forms';

/**
 * The Order Rx form as data: module-level so rjsf's per-field memoising holds. Through
 * `unknown`: TypeScript's type of a JSON file stops matching JSON Schema's as soon as two
 * conditions declare different fields, and staff add conditions without a developer.
 */
export const orderRxSchema = schemaFile as unknown as RJSFSchema;
export const orderRxUiSchema = uiFile as UiSchema;
registerPrecompiledValidator(orderRxValidation);

/** The order date's "today" default (ui.json), as of now; again before each new blank order. */
export function refreshOrderRxDefaults(): void {
  setTodayDefaults(orderRxSchema, orderRxUiSchema);
}
refreshOrderRxDefaults();

/** The version of the form sent with each order (`form_version`), from schemas/forms.json. */
export const orderRxFormVersion = formVersion(
  builtFormsList(formsFile).find((entry) => entry.id === ORDER_FORM_ID) ?? {},
);
