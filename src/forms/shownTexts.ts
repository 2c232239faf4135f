import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * A form's title and description as the page shows them: ui.json's `ui:title` and
 * `ui:description` (where a translation puts them) before the schema's own.
 */
export function shownTitle(schema: RJSFSchema, uiSchema: UiSchema): string {
  const written = uiSchema['ui:title'];
  return typeof written === 'string' ? written : (schema.title ?? '');
}

export function shownDescription(schema: RJSFSchema, uiSchema: UiSchema): string | undefined {
  const written = uiSchema['ui:description'];
  return typeof written === 'string' ? written : schema.description;
}
