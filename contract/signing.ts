/**
 * Signing by the practitioner (docs/order-form.md, "Who signs?"): an order sent "to the
 * practitioner to sign" is kept by the server, awaiting signature, and the practitioner signs
 * or declines it from a single-use link. These are the request and answer shapes of that flow,
 * shared by the order form, the practitioner's page and the server.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Paths below the API base URL (`emailApiUrl`). The token travels in bodies, never in a URL. */
export const signingPaths = {
  view: 'signing/view',
  sign: 'signing/sign',
  decline: 'signing/decline',
  /** The sender's status: the state only. */
  status: 'signing/status',
} as const;

/** The practitioner's page on the site; the token follows in the fragment, which no server sees. */
export const SIGNING_PAGE_PATH = '/sign';
/** The sender's status page on the site; the status id follows in the fragment. */
export const SIGNING_STATUS_PAGE_PATH = '/sign/status';

export const signingLink = (pageUrl: string, token: string) => `${pageUrl}#${token}`;

const TEXT_NUMBER = '^1[0-9]{10}$';

/** `signing` in an order request: send it to the practitioner to sign instead of delivering it. */
export const signingChoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['preparedBy', 'practitionerName'],
  anyOf: [{ required: ['mobile'] }, { required: ['email'] }],
  properties: {
    /** The person who filled in the order ("prepared by"). */
    preparedBy: { type: 'string', minLength: 1, maxLength: 100 },
    /** The practitioner's name and NPI as the order gives them, for the attestation. */
    practitionerName: { type: 'string', minLength: 1, maxLength: 100 },
    practitionerNpi: { type: 'string', maxLength: 10 },
    /** Where the link goes: `1` and the 10 digits of a mobile number, and/or an e-mail address. */
    mobile: { type: 'string', pattern: TEXT_NUMBER },
    email: { type: 'string', format: 'email', maxLength: 254 },
    /** The patient's text message, sent once the order is signed (not before). */
    patientMessage: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'text'],
      properties: {
        number: { type: 'string', pattern: TEXT_NUMBER },
        text: { type: 'string', minLength: 1, maxLength: 1000 },
      },
    },
  },
} as const;
export type SigningChoice = FromSchema<typeof signingChoiceSchema>;

/** What the order route answers (202) to an order sent for signature. */
export const awaitingSignatureAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'orderId', 'status', 'receivedAt', 'statusId', 'sentTo'],
  properties: {
    ok: { const: true },
    orderId: { type: 'string' },
    status: { const: 'awaiting-signature' },
    receivedAt: { type: 'string', format: 'date-time' },
    /** For the status page's address: `SIGNING_STATUS_PAGE_PATH#<statusId>`. */
    statusId: { type: 'string' },
    /** Where the link went, masked. */
    sentTo: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type AwaitingSignatureAnswer = FromSchema<typeof awaitingSignatureAnswerSchema>;

/** Any text: a token of the wrong shape gets the same answer as any other unusable one. */
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const signingTokenRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token },
} as const;
export type SigningTokenRequest = FromSchema<typeof signingTokenRequestSchema>;

export const signRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'attested', 'signature'],
  properties: {
    token,
    /** The practitioner ticked "I am ‹name›, NPI ‹npi›, and I ordered these items…". */
    attested: { const: true },
    signature: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['typedName'],
          properties: { typedName: { type: 'string', minLength: 2, maxLength: 100 } },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['drawnPng'],
          properties: {
            drawnPng: {
              type: 'string',
              pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$',
              maxLength: 300_000,
            },
          },
        },
      ],
    },
  },
} as const;
export type SignRequest = FromSchema<typeof signRequestSchema>;

export const declineRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'reason'],
  properties: { token, reason: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
export type DeclineRequest = FromSchema<typeof declineRequestSchema>;

/** A sent-for-signature channel as the audit trail shows it: `(•••) •••-0123`, `d•••@clinic.org`. */
export const auditChannelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'to'],
  properties: { channel: { enum: ['text', 'email'] }, to: { type: 'string' } },
} as const;

/** What the practitioner's page gets for a valid link: the order as the supplier will get it. */
export const signingViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'reference',
    'formId',
    'locale',
    'values',
    'files',
    'pdf',
    'documentSha256',
    'practitionerName',
    'preparedBy',
    'preparedAt',
    'sentTo',
    'expiresAt',
  ],
  properties: {
    reference: { type: 'string' },
    formId: { type: 'string' },
    locale: { type: 'string' },
    /** Keys as in the form's schema.json (an answer schema must let them through). */
    values: { type: 'object', additionalProperties: true },
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'type', 'size'],
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          size: { type: 'integer' },
        },
      },
    },
    /** The document (base64 PDF) that is signed: exactly what the supplier will get. */
    pdf: { type: 'string' },
    documentSha256: { type: 'string' },
    practitionerName: { type: 'string' },
    practitionerNpi: { type: 'string' },
    preparedBy: { type: 'string' },
    preparedAt: { type: 'string', format: 'date-time' },
    sentTo: { type: 'array', items: auditChannelSchema },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type SigningView = FromSchema<typeof signingViewSchema>;

export const signingStatusRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['statusId'],
  properties: { statusId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
export type SigningStatusRequest = FromSchema<typeof signingStatusRequestSchema>;

export const signingStates = ['awaiting', 'signed', 'declined', 'expired'] as const;
export type SigningState = (typeof signingStates)[number];

/** What the sender's status page gets: the state, never patient data. */
export const signingStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'state'],
  properties: {
    reference: { type: 'string' },
    state: { enum: signingStates },
    /** The practitioner's reason, when declined. */
    reason: { type: 'string' },
    /** When it was signed, declined or expired. */
    at: { type: 'string', format: 'date-time' },
  },
} as const;
export type SigningStatus = FromSchema<typeof signingStatusSchema>;

export const signingDoneSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'state'],
  properties: { ok: { const: true }, state: { enum: ['signed', 'declined'] } },
} as const;
export type SigningDone = FromSchema<typeof signingDoneSchema>;

/**
 * The one answer to a token that cannot be used (wrong, used, expired, declined or unknown):
 * the same status and words for all, so a link reveals nothing about an order.
 */
export const UNUSABLE_LINK_STATUS = 404;
export const UNUSABLE_LINK_MESSAGE =
  'This signing link cannot be used: it may be wrong, already used, declined or expired. Ask the sender for a new one.';

/** The signature and audit trail the supplier's record carries for an order signed by link. */
export const signedByLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['signature', 'audit'],
  properties: {
    signature: {
      type: 'object',
      additionalProperties: false,
      required: ['method', 'name', 'attestation'],
      properties: {
        method: { enum: ['typed', 'drawn'] },
        /** The typed name, or the practitioner's name for a drawn signature. */
        name: { type: 'string' },
        npi: { type: 'string' },
        attestation: { type: 'string' },
        /** The drawn signature as a PNG data URL. */
        image: { type: 'string' },
      },
    },
    audit: {
      type: 'object',
      additionalProperties: false,
      required: [
        'preparedBy',
        'preparedAt',
        'sentTo',
        'openedAt',
        'signedAt',
        'signerIp',
        'signerBrowser',
        'documentSha256',
      ],
      properties: {
        preparedBy: { type: 'string' },
        preparedAt: { type: 'string', format: 'date-time' },
        sentTo: { type: 'array', items: auditChannelSchema },
        openedAt: { type: 'string', format: 'date-time' },
        signedAt: { type: 'string', format: 'date-time' },
        signerIp: { type: 'string' },
        signerBrowser: { type: 'string' },
        /** SHA-256 (hex) of the document (the PDF before the signature page) that was signed. */
        documentSha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
    },
  },
} as const;
export type SignedByLink = FromSchema<typeof signedByLinkSchema>;

/** `(•••) •••-0123`: only the last four digits of a number show. */
export function maskPhone(number: string): string {
  return `(•••) •••-${number.replace(/\D/g, '').slice(-4)}`;
}

/** `d•••@clinic.org`: the first letter and the domain of an address show. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

/** The words the practitioner ticks, and the supplier's record quotes. */
export function attestationText(name: string, npi: string | undefined): string {
  return `I am ${name}${npi ? `, NPI ${npi}` : ''}, and I ordered these items for this patient`;
}
