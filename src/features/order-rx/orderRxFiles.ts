import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaFile from '../../../schemas/order-rx/schema.json';
import uiFile from '../../../schemas/order-rx/ui.json';

/**
 * The Order Rx form's files, typed, and nothing else: the page's definition
 * (`orderRxDefinition.ts`) registers their validator and fills in today's date; tests read
 * them as they are. Module-level, so rjsf's per-field memoising holds. Through `unknown`:
 * TypeScript's type of a JSON file stops matching JSON Schema's as soon as two conditions
 * declare different fields, and staff add conditions without a developer.
 */
export const orderRxSchema = schemaFile as unknown as RJSFSchema;
export const orderRxUiSchema = uiFile as UiSchema;
