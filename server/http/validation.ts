/**
 * JSON Schema validation set-up: a strict `base64` format and error messages that name the field
 * and say what is wrong, e.g. `attached_files_data_array[0].mime_type: must be one of ...`.
 */
import type { Ajv } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import { patternRules } from '../../contract/api';

/** Plain RFC 4648 base64 with padding: no `data:` prefix, no whitespace. */
export function isPlainBase64(value: string): boolean {
  return value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);
}

/** Ajv plugin adding the formats our request schemas use. */
export function addRequestFormats(ajv: Ajv): Ajv {
  ajv.addFormat('base64', { type: 'string', validate: isPlainBase64 });
  return ajv;
}

const formatMessages: Record<string, string> = {
  base64: 'must be plain base64 (no "data:" prefix, no spaces)',
  email: 'must be an e-mail address',
  'date-time': 'must be an ISO 8601 date and time, e.g. 2025-01-31T14:05:00Z',
  uri: 'must be an absolute URL',
};

/** `/attached_files_data_array/0/name` → `attached_files_data_array[0].name` */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

function describe(error: FastifySchemaValidationError): { field: string; problem: string } {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      return { field: field ? `${field}.${missing}` : missing, problem: 'is required' };
    }
    case 'format':
      return {
        field,
        problem: formatMessages[String(params.format)] ?? error.message ?? 'has the wrong format',
      };
    case 'enum':
      return {
        field,
        problem: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`,
      };
    case 'pattern':
      return {
        field,
        problem: patternRules[String(params.pattern)] ?? error.message ?? 'has the wrong format',
      };
    case 'const':
      return { field, problem: `must be ${JSON.stringify(params.allowedValue)}` };
    default:
      return { field, problem: error.message ?? 'is not valid' };
  }
}

/** `padding`, `attached_files_data_array[0].extra`: the keys a schema with `additionalProperties: false` refused. */
function unknownFields(errors: FastifySchemaValidationError[]): string[] {
  return errors
    .filter((error) => error.keyword === 'additionalProperties')
    .map((error) => {
      const parent = fieldName(error.instancePath);
      const key = String((error.params as Record<string, unknown>).additionalProperty);
      return parent ? `${parent}.${key}` : key;
    });
}

/**
 * One message for a refused body. Unknown fields come first and are all named: Fastify would
 * otherwise drop them silently, and a client must learn that a field it relies on is not read.
 */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  const unknown = unknownFields(errors);
  if (unknown.length > 0) {
    const verb = unknown.length === 1 ? 'is not a field' : 'are not fields';
    return new Error(
      `${unknown.join(', ')}: ${verb} of this request (remove ${unknown.length === 1 ? 'it' : 'them'})`,
    );
  }
  const { field, problem } = describe(errors[0]);
  return new Error(`${field || `request ${dataVar}`}: ${problem}`);
}
