/**
 * Every route declares its answers as response schemas from contract/ (docs/contract.md,
 * "Requests and answers"): Fastify serialises each answer with the schema of its status, so a
 * field the contract does not declare never leaves the server, and `/openapi.json` publishes
 * them. `registerAnswerCheck` (on in the tests) goes further: an answer that does not match its
 * schema fails the request instead of losing the field quietly.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswerSchema, unavailableAnswerSchema } from '../../contract/errorAnswers';
import { addRequestFormats } from './validation';

type AnswerSchemas = Record<number, object>;

/**
 * A route's answers: its successes by status, and `{ "error": … }` for every 4xx and 5xx, the
 * 503 with its `Retry-After` (the database down, or too much arriving at once).
 */
export function answers(successes: AnswerSchemas): Record<string, object> {
  return {
    ...successes,
    '4xx': errorAnswerSchema,
    503: unavailableAnswerSchema,
    '5xx': errorAnswerSchema,
  };
}

/** The schema declared for this reply's status: exact, else its class (`4xx`), else none. */
function declaredSchema(reply: FastifyReply): object | undefined {
  const response = reply.routeOptions.schema?.response as Record<string, object> | undefined;
  if (!response) return undefined;
  const status = reply.statusCode;
  return response[status] ?? response[`${String(status)[0]}xx`];
}

/**
 * Checks every answer against its route's response schema before it is serialised; a mismatch
 * (a field the schema does not declare, a missing or wrong one) becomes a 500 naming it.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  const ajv = addRequestFormats(addFormats(new Ajv({ allErrors: true, strict: false })));
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = declaredSchema(reply);
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    if (validate(payload)) return payload;
    const problems = ajv.errorsText(validate.errors, { dataVar: 'answer' });
    throw new Error(
      `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} outside its schema: ${problems}`,
    );
  });
}
