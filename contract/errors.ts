/**
 * The words a person reads when a value fails its form's schema, the same in the browser (beside
 * the field) and on the server (in a 400 answer). Staff may write a field's message in its
 * ui.json entry (`"ui:options": { "errorMessages": { "<keyword>": "..." } }`); otherwise a
 * plain-word default says what is wrong and how to fix it, never ajv's "must match pattern ..."
 * wording. "... is required" is said only of an empty field (ajv reports `required` only for a
 * missing value, and the widgets store empty input as missing).
 */

/** What both rjsf's and ajv's errors say about one failure (rjsf's `name` is ajv's `keyword`). */
export interface ValueError {
  keyword: string;
  params?: Record<string, unknown>;
  /** The field's title from the schema, when it has one. */
  title?: string;
  /** Where in the schema the failing keyword is, e.g. `#/oneOf/1/properties/kind/const`. */
  schemaPath?: string;
}

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
export function defaultErrorMessage(error: ValueError): string | undefined {
  const params = error.params ?? {};
  if (error.keyword === 'type') return typeMessages[String(params.type)];
  return keywordMessages[error.keyword]?.(params, error.title || FALLBACK_TITLE);
}

type UiNode = Record<string, unknown>;

const isNode = (value: unknown): value is UiNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's ui.json entry, from the value's path: object keys by name, and a row of an array
 * (a number, or its digits as rjsf writes them) under the array's `items`.
 */
export function uiEntryAt(ui: unknown, path: readonly (string | number)[]): UiNode | undefined {
  let node: unknown = ui;
  for (const part of path) {
    const key = typeof part === 'number' || /^\d+$/.test(part) ? 'items' : part;
    node = isNode(node) ? node[key] : undefined;
  }
  return isNode(node) ? node : undefined;
}

/** The field's message: the one staff wrote for this keyword in ui.json, else the default. */
export function errorMessageFor(
  error: ValueError,
  uiEntry: UiNode | undefined,
): string | undefined {
  const options = uiEntry?.['ui:options'];
  const written = isNode(options) && isNode(options.errorMessages) ? options.errorMessages : {};
  const message = written[error.keyword];
  return typeof message === 'string' ? message : defaultErrorMessage(error);
}

/**
 * Errors that only sum up, on an object, the failures listed for the fields inside it: "must
 * match the then schema", "must match exactly one schema in oneOf" (a `dependencies` branch or
 * an alternative whose fields are incomplete). No input shows them and the field errors beside
 * them say what to do; they count only when there is no other error (the form stays invalid).
 */
const SUMMARY_KEYWORDS = new Set(['if', 'oneOf', 'anyOf']);
/** Inside a failed `oneOf`/`anyOf`, the branches not taken fail on their `const`/`enum`. */
const OTHER_BRANCH = /\/(oneOf|anyOf)\/\d+\/.*\/(const|enum)$/;

export function isSummaryError(error: Pick<ValueError, 'keyword' | 'schemaPath'>): boolean {
  return SUMMARY_KEYWORDS.has(error.keyword) || OTHER_BRANCH.test(error.schemaPath ?? '');
}

/** The errors a person should see: the specific ones, or the summaries when there is nothing else. */
export function errorsToShow<E extends Pick<ValueError, 'keyword' | 'schemaPath'>>(
  errors: readonly E[],
): readonly E[] {
  const specific = errors.filter((error) => !isSummaryError(error));
  return specific.length > 0 ? specific : errors;
}
