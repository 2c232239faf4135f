import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaFile from '../../../schemas/order-rx/schema.json';
import uiFile from '../../../schemas/order-rx/ui.json';

/** The Order Rx form as data: module-level so rjsf's per-field memoising holds. */
export const orderRxSchema = schemaFile as RJSFSchema;
export const orderRxUiSchema = uiFile as UiSchema;
