/**
 * rjsf's own `allOf` merge, with the @x0k/json-schema-merge library: loaded by
 * `prepareSchemaMerge` (schemaMerge.ts) for a form whose `allOf` is more than plain fields.
 */
export { default as fullSchemaMerge } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
