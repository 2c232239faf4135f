import * as orderRxValidation from '../../../schemas/order-rx/schema.json?validator';
import formsFile from '../../../schemas/forms.json';
import { builtFormsList, formVersion, ORDER_FORM_ID } from '../../../contract/catalog';
import { registerPrecompiledValidator, setTodayDefaults } from '../../forms';
import { orderRxSchema, orderRxUiSchema } from './orderRxFiles';

/** The Order Rx form as the page uses it: its files, their validator registered. */
export { orderRxSchema, orderRxUiSchema };
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
