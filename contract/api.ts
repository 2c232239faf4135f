/**
 * The API the site calls and the shipped server answers (docs/api.md): paths, request and
 * answer bodies as JSON Schemas, and the TypeScript types derived from those very schemas, so
 * the browser's requests and the server's checks cannot drift apart.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { locales } from './languages.ts';
import { ORDER_ID_RULE, ORDER_ID_SHAPE } from './references.ts';
import {
  awaitingSignatureAnswerSchema,
  signingChoiceSchema,
  signingDoneSchema,
  signingStatusSchema,
  signingViewSchema,
  type AwaitingSignatureAnswer,
  type SigningDone,
  type SigningStatus,
  type SigningView,
} from './signing.ts';
import { errorAnswerSchema, type ErrorAnswer } from './errorAnswers.ts';

/** Paths below the configured API base URL (`emailApiUrl`, `whatsAppApiUrl`, `consentApiUrl`). */
export const apiPaths = {
  order: 'send_email_order_rx_form',
  textMessage: 'whatsapp-manager/send',
  consents: 'consents',
  health: 'healthz',
} as const;

const FORMS_FOLDER = 'forms';

/** Where a generic form that forms.json sends by e-mail posts its answers. */
export const formPath = (formId: string) => `${FORMS_FOLDER}/${formId}`;

/** Every path the API server answers, for a proxy in front of the site (Vite's dev server). */
export const apiPrefixes = [
  ...Object.values(apiPaths).map((path) => `/${path}`),
  `/${FORMS_FOLDER}/`,
  '/signing/',
];

export { DEFAULT_LOCALE, locales, type Locale } from './languages.ts';

const PHONE_PATTERN = '^[0-9()+. -]{7,25}$';
const TEXT_NUMBER_PATTERN = '^1[0-9]{10}$';

/** What a value refused by each `pattern` must look like, for the server's 400 answers. */
export const patternRules: Readonly<Record<string, string>> = {
  [ORDER_ID_SHAPE]: `must be ${ORDER_ID_RULE}`,
  [PHONE_PATTERN]: 'must be a phone number such as (555) 123-4567',
  [TEXT_NUMBER_PATTERN]: 'must be 1 followed by the 10 digits of the phone number',
};

/** Plain base64 (no `data:` prefix); the `base64` format is the server's own (RFC 4648). */
const base64 = { type: 'string', minLength: 4, format: 'base64' } as const;
const values = { type: 'object' } as const;
const locale = { type: 'string', enum: locales } as const;

export const attachedFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'base64', 'mime_type'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255 },
    base64,
    mime_type: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;
/** An attachment as the e-mail API and the embedding shop receive it. */
export type AttachedFileData = FromSchema<typeof attachedFileSchema>;

/**
 * `POST {emailApiUrl}/send_email_order_rx_form`. The number, size and types of the files are
 * the order form's attachment limits (its ui.json), checked by the server after this schema.
 */
export const orderRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'order_id',
    'form_version',
    'order_values',
    'order_form_data',
    'attached_files_data_array',
  ],
  properties: {
    /** The order's reference: the server's idempotency key. */
    order_id: { type: 'string', pattern: ORDER_ID_SHAPE },
    /** The form's version in forms.json. */
    form_version: { type: 'string', minLength: 1, maxLength: 40 },
    /** The values the PDF was made from, keys as in schema.json. */
    order_values: values,
    /** The form's PDF. */
    order_form_data: base64,
    attached_files_data_array: { type: 'array', items: attachedFileSchema },
    /** The language the form was filled in; absent: English. */
    locale,
    /**
     * Present: the order is not delivered yet but sent to the practitioner to sign (answered
     * 202 `awaiting-signature`, contract/signing.ts).
     */
    signing: signingChoiceSchema,
  },
} as const;
export type OrderRequest = FromSchema<typeof orderRequestSchema>;

/** `POST {emailApiUrl}/forms/<id>` for a form whose forms.json entry says `"sendTo": "email"`. */
export const formRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formId', 'values', 'pdf'],
  properties: {
    formId: { type: 'string', minLength: 1, maxLength: 100 },
    values,
    pdf: base64,
    locale,
  },
} as const;
export type FormRequest = FromSchema<typeof formRequestSchema>;

export const MAX_TEXT_MESSAGE_LENGTH = 1000;

/** `POST {whatsAppApiUrl}/whatsapp-manager/send`. */
export const textMessageRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clientId', 'number', 'text'],
  properties: {
    clientId: { type: 'string', minLength: 1, maxLength: 100 },
    /** `1` followed by the 10 digits of the patient's phone. */
    number: { type: 'string', pattern: TEXT_NUMBER_PATTERN },
    text: { type: 'string', minLength: 1, maxLength: MAX_TEXT_MESSAGE_LENGTH },
  },
} as const;
export type TextMessageRequest = FromSchema<typeof textMessageRequestSchema>;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** `POST {consentApiUrl}/consents`: the proof of a text-message opt-in. */
export const consentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'lastName',
    'email',
    'phone',
    'consent',
    'consentText',
    'consentTextVersion',
    'pageUrl',
    'consentedAt',
  ],
  properties: {
    name: text(100),
    lastName: text(100),
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', pattern: PHONE_PATTERN },
    consent: { const: true },
    /** The exact words the person agreed to, as shown. */
    consentText: text(10_000),
    consentTextVersion: text(100),
    /** The page's address without query or fragment. */
    pageUrl: { type: 'string', format: 'uri', maxLength: 2000 },
    /** When the person confirmed, as their browser reported it. */
    consentedAt: { type: 'string', format: 'date-time' },
    /**
     * Every other value the consent form's schema declares (fields staff added), checked
     * against that schema with the fixed ones and kept beside them.
     */
    answers: values,
    /** The language of the form and of `consentText`; absent: English. */
    locale,
  },
} as const;
/** The fields every consent record has, whatever staff add to the form. */
export const CONSENT_FIXED_FIELDS = ['name', 'lastName', 'email', 'phone', 'consent'] as const;
export type ConsentRequest = FromSchema<typeof consentRequestSchema>;

/** Said to the sender when the supplier's mail server did not take the message at once. */
export const RECEIVED_MESSAGE = 'Received; it will be forwarded to the supplier';

const receipt = {
  ok: { const: true },
  /** `sent`: e-mailed to the supplier; `queued`: stored, and forwarded when the mail server answers. */
  status: { type: 'string', enum: ['sent', 'queued'] },
  /** When the server took it (ISO time). */
  receivedAt: { type: 'string', format: 'date-time' },
  /** `RECEIVED_MESSAGE` when queued. */
  message: { type: 'string' },
} as const;

/**
 * The answers below are the routes' response schemas: the server serialises each answer with
 * its schema (an undeclared field never leaves it; tests fail on one), the browser reads each
 * answer through the validator precompiled from it (src/lib/api/answers.ts), and
 * `GET /openapi.json` publishes them.
 */

/** 200 (sent) or 202 (queued) to an order; the same order sent again is answered the same. */
export const orderAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'orderId', 'status', 'receivedAt'],
  properties: { ...receipt, orderId: { type: 'string', pattern: ORDER_ID_SHAPE } },
} as const;
export type OrderAnswer = FromSchema<typeof orderAnswerSchema>;
export type SubmissionStatus = OrderAnswer['status'];

/** 200 (sent) or 202 (queued) to a generic form's answers, under the reference the server made. */
export const formAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'reference', 'status', 'receivedAt'],
  properties: { ...receipt, reference: { type: 'string' } },
} as const;
export type FormAnswer = FromSchema<typeof formAnswerSchema>;

/** 201 to a stored consent: its number in the append-only store. */
export const consentAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'id'],
  properties: { ok: { const: true }, id: { type: 'integer', minimum: 1 } },
} as const;
export type ConsentAnswer = FromSchema<typeof consentAnswerSchema>;

/** 200 to a text message handed to the provider (or written to the outbox). */
export const textMessageAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'messageId'],
  properties: { ok: { const: true }, messageId: { type: 'string' } },
} as const;
export type TextMessageAnswer = FromSchema<typeof textMessageAnswerSchema>;

/** `GET /healthz`: counts and an age only, never a reference or patient data. */
export const healthAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'queue'],
  properties: {
    ok: { const: true },
    queue: {
      type: 'object',
      additionalProperties: false,
      required: ['pending', 'failed', 'oldestPendingSeconds'],
      properties: {
        pending: { type: 'integer', minimum: 0 },
        failed: { type: 'integer', minimum: 0 },
        /** Age of the oldest pending delivery in whole seconds; 0 when none is pending. */
        oldestPendingSeconds: { type: 'integer', minimum: 0 },
      },
    },
  },
} as const;
export type HealthAnswer = FromSchema<typeof healthAnswerSchema>;

/**
 * Each answer the browser reads, by name. The site reads them through validators precompiled
 * from these very schemas (scripts/vite-plugin-answer-readers.ts, src/lib/api/answers.ts).
 */
export const answerSchemas = {
  order: orderAnswerSchema,
  form: formAnswerSchema,
  consent: consentAnswerSchema,
  textMessage: textMessageAnswerSchema,
  error: errorAnswerSchema,
  signingView: signingViewSchema,
  signingDone: signingDoneSchema,
  signingStatus: signingStatusSchema,
  orderForSignature: awaitingSignatureAnswerSchema,
} as const;
/** The type of each answer, derived from its schema above. */
export interface Answers {
  order: OrderAnswer;
  form: FormAnswer;
  consent: ConsentAnswer;
  textMessage: TextMessageAnswer;
  error: ErrorAnswer;
  signingView: SigningView;
  signingDone: SigningDone;
  signingStatus: SigningStatus;
  orderForSignature: AwaitingSignatureAnswer;
}
export type AnswerKind = keyof Answers & keyof typeof answerSchemas;
export type Answer<K extends AnswerKind> = Answers[K];
