/**
 * The answers of a request that did not succeed, on every route (docs/api.md): kept apart from
 * contract/api.ts, which holds each route's own requests and answers.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Every 4xx and 5xx answer: a sentence for the caller, never the values sent. */
export const errorAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;
export type ErrorAnswer = FromSchema<typeof errorAnswerSchema>;

/**
 * 503: the server cannot take the request just now (its database cannot be reached, or too much
 * is arriving at once). Nothing was stored; the same request may be made again after
 * `Retry-After` seconds (docs/api.md).
 */
export const unavailableAnswerSchema = {
  ...errorAnswerSchema,
  description:
    'Not now: the database cannot be reached, or too much is arriving at once. Nothing was stored; send the same request again after Retry-After seconds.',
  headers: {
    'retry-after': {
      type: 'integer',
      minimum: 1,
      description: 'Seconds to wait before trying again',
    },
  },
} as const;
