/**
 * The words a person reads when a value fails its form's schema, the same in the browser (beside
 * the field) and on the server (in a 400 answer). Staff may write a field's message in its
 * ui.json entry (`"ui:options": { "errorMessages": { "<keyword>": "..." } }`); otherwise a
 * plain-word default says what is wrong and how to fix it, never ajv's "must match pattern ..."
 * wording. The default words are English (the server's answers); the browser passes the words
 * of the person's language. "... is required" is said only of an empty field (ajv reports `required` only for a
 * missing value, and the widgets store empty input as missing).
 */
import englishErrorWords from './locales/en/errors.json' with { type: 'json' };
import { fillIn } from './languages.ts';

/** What both rjsf's and ajv's errors say about one failure (rjsf's `name` is ajv's `keyword`). */
export interface ValueError {
  keyword: string;
  params?: Record<string, unknown>;
  /** The field's title from the schema, when it has one. */
  title?: string;
  /** Where in the schema the failing keyword is, e.g. `#/oneOf/1/properties/kind/const`. */
  schemaPath?: string;
}

/** The singular or plural form of a counted text (`{ "one": …, "other": … }`). */
function counted(forms: { one: string; other: string }, count: unknown): string {
  return count === 1 ? forms.one : forms.other;
}

/**
 * The error words of one language (`contract/locales/<language>/errors.json`): they stay in
 * contract/ because the server answers with the English ones and the page shows the person's.
 */
export type ErrorWords = typeof englishErrorWords;
export { englishErrorWords };

type MessageFor = (words: ErrorWords, params: Record<string, unknown>, title: string) => string;

const limited =
  (key: 'maximum' | 'minimum' | 'exclusiveMaximum' | 'exclusiveMinimum'): MessageFor =>
  (words, { limit }) =>
    fillIn(words[key], { limit });
const countedLimit =
  (key: 'maxLength' | 'minLength' | 'minItems' | 'maxItems'): MessageFor =>
  (words, { limit }) =>
    fillIn(counted(words[key], limit), { limit });
const fixed =
  (key: 'pattern' | 'uniqueItems' | 'enum' | 'const'): MessageFor =>
  (words) =>
    words[key];

const keywordMessages: Record<string, MessageFor> = {
  required: (words, _params, title) => fillIn(words.required, { title }),
  maxLength: countedLimit('maxLength'),
  minLength: countedLimit('minLength'),
  maximum: limited('maximum'),
  minimum: limited('minimum'),
  exclusiveMaximum: limited('exclusiveMaximum'),
  exclusiveMinimum: limited('exclusiveMinimum'),
  multipleOf: (words, { multipleOf }) => fillIn(words.multipleOf, { multipleOf }),
  pattern: fixed('pattern'),
  format: (words, { format }) =>
    (words.format as Record<string, string>)[String(format)] ?? words.format.other,
  minItems: countedLimit('minItems'),
  maxItems: countedLimit('maxItems'),
  uniqueItems: fixed('uniqueItems'),
  enum: fixed('enum'),
  const: fixed('const'),
};

/** The default message for an error, or undefined to keep ajv's wording. */
export function defaultErrorMessage(
  error: ValueError,
  words: ErrorWords = englishErrorWords,
): string | undefined {
  const params = error.params ?? {};
  if (error.keyword === 'type') {
    return (words.type as Record<string, string | undefined>)[String(params.type)];
  }
  return keywordMessages[error.keyword]?.(words, params, error.title || words.fallbackTitle);
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
  words?: ErrorWords,
): string | undefined {
  const options = uiEntry?.['ui:options'];
  const written = isNode(options) && isNode(options.errorMessages) ? options.errorMessages : {};
  const message = written[error.keyword];
  return typeof message === 'string' ? message : defaultErrorMessage(error, words);
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
