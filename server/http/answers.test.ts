/**
 * The answers are the contract's: each route declares its response schemas, an answer with a
 * field its schema does not declare fails, and `GET /openapi.json` publishes every route with
 * its request and answer schemas.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formAnswerSchema,
  formRequestSchema,
  orderAnswerSchema,
  orderRequestSchema,
} from '../../contract/api';
import { errorAnswerSchema } from '../../contract/errorAnswers';
import { answers, registerAnswerCheck } from './answers';
import { registerErrorHandling } from './errors';
import { OPENAPI_PATH } from './openApi';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('answer check', () => {
  it('a route answering a field its response schema does not declare fails', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerAnswerCheck(app);
    app.get('/leaky', { schema: { response: answers({ 200: formAnswerSchema }) } }, async () => ({
      ok: true,
      reference: 'F-3H7K9QXA',
      status: 'sent',
      receivedAt: '2026-11-23T15:04:05.123Z',
      values: { patient: 'Maria' },
    }));
    app.get('/true', { schema: { response: answers({ 200: formAnswerSchema }) } }, async () => ({
      ok: true,
      reference: 'F-3H7K9QXA',
      status: 'sent',
      receivedAt: '2026-11-23T15:04:05.123Z',
    }));
    const leaky = await app.inject('/leaky');
    expect(leaky.statusCode).toBe(500);
    expect(leaky.json()).toEqual({ error: expect.any(String) });
    expect((await app.inject('/true')).statusCode).toBe(200);
    await app.close();
  });
});

/** The schema as OpenAPI writes it: @fastify/swagger writes `const: x` as `enum: [x]`. */
function asPublished(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asPublished);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === 'const' ? ['enum', [value]] : [key, asPublished(value)],
    ),
  );
}

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; headers?: object; content?: Record<string, { schema: unknown }> }
  >;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /openapi.json', () => {
  let server: TestServer;
  let document: OpenApi;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApi;
  });
  afterAll(() => server.close());

  const operation = (method: string, path: string) => document.paths[path]?.[method];
  const answerSchema = (method: string, path: string, status: string) =>
    operation(method, path)?.responses[status]?.content?.['application/json']?.schema;

  it('is OpenAPI 3.1 and lists every route the server answers, with its schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const published = server.routes.filter((route) => !route.schema?.hide);
    expect(published.length).toBeGreaterThan(8);
    for (const route of published) {
      const methods = [route.method].flat().map((method) => method.toLowerCase());
      for (const method of methods.filter((m) => m !== 'head')) {
        const documented = operation(method, route.url.replace(/:(\w+)/g, '{$1}'));
        expect(documented, `${method} ${route.url}`).toBeDefined();
        // Every route names its answers, errors included.
        expect(Object.keys(documented!.responses), `${method} ${route.url}`).toEqual(
          expect.arrayContaining(['4XX', '5XX']),
        );
        if (method === 'post') {
          expect(documented!.requestBody?.content['application/json']?.schema).toBeDefined();
        }
      }
    }
  });

  it("an order's request and answers are the contract's schemas", () => {
    const path = '/send_email_order_rx_form';
    expect(operation('post', path)?.requestBody?.content['application/json'].schema).toEqual(
      asPublished(orderRequestSchema),
    );
    expect(answerSchema('post', path, '200')).toEqual(asPublished(orderAnswerSchema));
    expect(answerSchema('post', path, '4XX')).toEqual(asPublished(errorAnswerSchema));
    // The database down: try again after Retry-After seconds (docs/api.md).
    expect(operation('post', path)?.responses['503']).toMatchObject({
      description: expect.stringContaining('database cannot be reached'),
      headers: { 'retry-after': { schema: { type: 'integer', minimum: 1 } } },
    });
    expect(answerSchema('post', path, '503')).toMatchObject(
      asPublished(errorAnswerSchema) as object,
    );
  });

  it("a form's request and answer are the contract's schemas", () => {
    const path = '/forms/examples-all-fields';
    expect(operation('post', path)?.requestBody?.content['application/json'].schema).toEqual(
      asPublished(formRequestSchema),
    );
    expect(answerSchema('post', path, '202')).toEqual(asPublished(formAnswerSchema));
  });
});
