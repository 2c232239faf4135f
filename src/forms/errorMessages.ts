import type { RJSFValidationError } from '@rjsf/utils';

/**
 * Plain-word messages for each ajv keyword, used when a field's ui.json has no
 * `ui:options.errorMessages` entry for it. Each says what is wrong and how to fix it, never
 * ajv's "must match pattern ..." wording; "... is required" is said only of an empty field
 * (ajv reports `required` only for a missing value, and the widgets store empty input as missing).
 */
type MessageFor = (params: Record<string, unknown>, title: string) => string;

const FALLBACK_TITLE = 'This field';

/** Messages for `"format"` values; a format not listed gets "Check the format". */
const formatMessages: Record<string, string> = {
  email: 'Enter an e-mail address like name@example.com',
  date: 'Enter a date like 2026-01-31',
  time: 'Enter a time like 14:30',
  'date-time': 'Enter a date and time',
  uri: 'Enter a web address like https://example.com',
  npi: 'Enter a 10-digit NPI',
};

/** Messages for `"type"` values; other types keep ajv's wording. */
const typeMessages: Record<string, string> = {
  number: 'Enter a number',
  integer: 'Enter a whole number',
};

const plural = (count: unknown, word: string) =>
  `${String(count)} ${word}${count === 1 ? '' : 's'}`;

const keywordMessages: Record<string, MessageFor> = {
  required: (_params, title) => `${title} is required`,
  maxLength: ({ limit }) => `At most ${plural(limit, 'character')}`,
  minLength: ({ limit }) => `At least ${plural(limit, 'character')}`,
  maximum: ({ limit }) => `At most ${String(limit)}`,
  minimum: ({ limit }) => `At least ${String(limit)}`,
  exclusiveMaximum: ({ limit }) => `Less than ${String(limit)}`,
  exclusiveMinimum: ({ limit }) => `More than ${String(limit)}`,
  multipleOf: ({ multipleOf }) => `Enter a multiple of ${String(multipleOf)}`,
  pattern: () => 'Check the format',
  format: ({ format }) => formatMessages[String(format)] ?? 'Check the format',
  minItems: ({ limit }) => `Choose at least ${plural(limit, 'item')}`,
  maxItems: ({ limit }) => `Choose at most ${plural(limit, 'item')}`,
  uniqueItems: () => 'Each item may be chosen only once',
  enum: () => 'Choose one of the options',
  const: () => 'Choose the option asked for',
};

/** The default message for an error, or undefined to keep ajv's wording. */
export function defaultErrorMessage(error: RJSFValidationError): string | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.name === 'type') return typeMessages[String(params.type)];
  const messageFor = keywordMessages[error.name ?? ''];
  return messageFor?.(params, error.title || FALLBACK_TITLE);
}
