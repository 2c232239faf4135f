/**
 * The preview's validator: rjsf's ajv validator, compiling once per *validating shape* of a
 * schema (the schema without its titles, descriptions and other annotations). Each edit in the
 * studio gives the preview a new schema object, and ajv caches what it compiled by object: a
 * label typed anew would otherwise compile the whole form again, while the preview draws
 * (rjsf asks whether each `if` holds) and when the form checks itself (docs/performance.md).
 */
import type { RJSFSchema } from '@rjsf/utils';
import AJV8Validator from '@rjsf/validator-ajv8/lib/validator.js';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8/lib/types.js';
import type { FormValues } from '../../../../src/forms';

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'readOnly']);
/** Keywords whose value maps names (not keywords) to schemas. */
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'dependencies',
]);
/** Keywords whose value is data, kept as it is. */
const DATA = new Set(['const', 'enum', 'default', 'required']);

type Json = unknown;

const mapValues = (node: Record<string, Json>, map: (value: Json) => Json) =>
  Object.fromEntries(Object.entries(node).map(([key, value]) => [key, map(value)]));

/** The schema with its annotations left out, at every level. */
export function validatingShape(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(validatingShape);
  if (typeof schema !== 'object' || schema === null) return schema;
  const shape: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (DATA.has(key)) shape[key] = value;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      shape[key] = Array.isArray(value)
        ? value
        : mapValues(value as Record<string, Json>, validatingShape);
    } else shape[key] = validatingShape(value);
  }
  return shape;
}

/** The node an ajv `schemaPath` ("#/properties/a/maxLength") names the keyword of. */
function parentAt(schema: RJSFSchema, schemaPath: string): RJSFSchema | undefined {
  const steps = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1);
  let node: unknown = schema;
  for (const step of steps) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as RJSFSchema) : undefined;
}

/** How many shapes stay compiled (an edit of a cap or a condition makes a new shape). */
const KEPT_SHAPES = 8;

export class ShapeCachedValidator extends AJV8Validator<FormValues> {
  /** The first schema seen of each shape, by its shape's text: the one ajv compiled. */
  private readonly compiled = new Map<string, RJSFSchema>();
  private readonly canonical = new WeakMap<RJSFSchema, RJSFSchema>();

  constructor(options: CustomValidatorOptionsType) {
    super(options);
  }

  /** The schema ajv already compiled for `schema`'s shape, or `schema` itself, now kept. */
  private compiledFor(schema: RJSFSchema): RJSFSchema {
    const known = this.canonical.get(schema);
    if (known) return known;
    const key = JSON.stringify(validatingShape(schema));
    let kept = this.compiled.get(key);
    if (kept) this.compiled.delete(key);
    else kept = schema;
    this.compiled.set(key, kept);
    if (this.compiled.size > KEPT_SHAPES) this.forget(this.compiled.keys().next().value!);
    this.canonical.set(schema, kept);
    return kept;
  }

  private forget(key: string): void {
    this.ajv.removeSchema(this.compiled.get(key)!);
    this.compiled.delete(key);
  }

  /**
   * Validates with the compiled schema of the same shape; each error's `parentSchema` is then
   * taken from `schema` itself, so messages name fields by their titles of now.
   */
  override rawValidation(schema: RJSFSchema, formData?: FormValues) {
    const compiled = this.compiledFor(schema);
    const result = super.rawValidation(compiled, formData);
    if (compiled === schema || !result.errors) return result;
    const errors = result.errors.map((error) => ({
      ...error,
      parentSchema: parentAt(schema, error.schemaPath) ?? error.parentSchema,
    }));
    return { ...result, errors };
  }

  /** The root schema only resolves `$ref`s: one of the same shape does so alike. */
  override isValid(schema: RJSFSchema, formData: FormValues | undefined, rootSchema: RJSFSchema) {
    return super.isValid(schema, formData, this.compiledFor(rootSchema));
  }
}
