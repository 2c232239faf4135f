/**
 * `POST /forms/<id>`: the answers of a form that forms.json sends by e-mail (`"sendTo": "email"`),
 * checked against that form's own schema.json and e-mailed with its PDF to the entry's `emailTo`
 * (or the order address). No code per form: a new folder and a forms.json entry are enough.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formVersion, SEND_BY_EMAIL } from '../../src/forms/formsList';
import type { Deliveries } from '../delivery/deliveries';
import { ApiError } from '../http/errors';
import type { MailAddresses } from '../orders/orderMessage';
import { base64Length, decodePdf, MAX_PDF_BYTES } from '../orders/orderRequest';
import { deliver } from './delivery';
import type { CheckedForm, FormCatalog } from './formCatalog';
import { submissionFingerprint } from './fingerprint';
import { composeFormMessage } from './formMessage';
import { newFormReference } from './reference';

export interface FormRequestBody {
  formId: string;
  values: Record<string, unknown>;
  pdf: string;
}

const formRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formId', 'values', 'pdf'],
  properties: {
    formId: { type: 'string', minLength: 1, maxLength: 100 },
    values: { type: 'object' },
    pdf: { type: 'string', minLength: 4, format: 'base64' },
  },
} as const;

/** Room for the id and the JSON punctuation around the PDF and the values. */
const ENVELOPE_BYTES = 4 * 1024;

export interface FormRouteOptions {
  deliveries: Deliveries;
  forms: FormCatalog;
  addresses: MailAddresses;
  rateLimit: RateLimitOptions;
}

function emailedForms(forms: FormCatalog): CheckedForm[] {
  return forms.all().filter((form) => form.entry.sendTo === SEND_BY_EMAIL);
}

/** One route per e-mailed form, each with its own body limit; other ids fall to the 404 handler. */
export function registerFormRoutes(app: FastifyInstance, options: FormRouteOptions): void {
  for (const form of emailedForms(options.forms)) registerFormRoute(app, form, options);
}

function registerFormRoute(
  app: FastifyInstance,
  form: CheckedForm,
  { deliveries, addresses, rateLimit }: FormRouteOptions,
): void {
  const { entry } = form;
  app.post<{ Body: FormRequestBody }>(
    `/forms/${entry.id}`,
    {
      schema: { body: formRequestSchema },
      bodyLimit: base64Length(MAX_PDF_BYTES) + form.maxValuesBytes + ENVELOPE_BYTES,
      config: { rateLimit },
    },
    async (request, reply) => {
      const { formId, values } = request.body;
      if (formId !== entry.id) {
        throw new ApiError(400, `formId: must be "${entry.id}", the form of this address`);
      }
      form.checkValues(values, 'values');
      const pdf = decodePdf(request.body.pdf, 'pdf');
      const reference = newFormReference();
      const version = formVersion(entry);
      const receivedAt = new Date();
      const answer = await deliver(
        deliveries,
        {
          reference,
          kind: 'form',
          fingerprint: submissionFingerprint(version, values, []),
          message: composeFormMessage(
            { formId, title: entry.title, version, reference, values, pdf },
            receivedAt,
            { ...addresses, to: entry.emailTo ?? addresses.to },
          ),
          receivedAt,
        },
        request.log,
        `reference ${reference} is already in use; send the form again`,
      );
      request.log.info({ formId, reference }, `form answers ${answer.body.status}`);
      return reply.code(answer.httpStatus).send({ ...answer.body, reference });
    },
  );
}
