/**
 * `virtual:rx-answer-validators`: a validator for each answer the site reads
 * (`answerSchemas` in contract/api.ts), precompiled at build time from the very schemas the
 * server's routes declare, so the browser checks an answer without a schema compiler and
 * without 'unsafe-eval' (as the forms' validators, vite-plugin-form-validators.ts).
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { answerSchemas } from '../contract/api.ts';
import { toEsModule } from './vite-plugin-form-validators.ts';

const ANSWERS_ID = 'virtual:rx-answer-validators';
const RESOLVED_ANSWERS_ID = `\0${ANSWERS_ID}`;

/** The module: `validateFns`, a validator by answer kind. */
export function answerValidatorsModule(): string {
  const ajv = addFormats(new Ajv({ code: { source: true, lines: true }, allErrors: true }));
  for (const [kind, schema] of Object.entries(answerSchemas)) ajv.addSchema(schema, kind);
  const kinds = Object.fromEntries(Object.keys(answerSchemas).map((kind) => [kind, kind]));
  return `${toEsModule(standaloneCode(ajv, kinds))}\nexport { validateFns };`;
}

export function answerReaders(): Plugin {
  return {
    name: 'rx-answer-readers',
    resolveId: (source) => (source === ANSWERS_ID ? RESOLVED_ANSWERS_ID : null),
    load: (id) => (id === RESOLVED_ANSWERS_ID ? answerValidatorsModule() : null),
  };
}
