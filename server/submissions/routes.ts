/**
 * The submissions plugin: `POST /send_email_order_rx_form` (the Order Rx form, whose body the
 * shop's checkout also knows) and `POST /forms/<id>` for each form forms.json sends by e-mail.
 * Both bodies become one `Submission`, checked, e-mailed and recorded the same way.
 */
import { randomFillSync } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  formAnswerSchema,
  formPath,
  formRequestSchema,
  orderAnswerSchema,
  orderRequestSchema,
  type FormRequest,
  type OrderRequest,
} from '../../contract/api';
import { formVersion, ORDER_FORM_ID, SEND_BY_EMAIL } from '../../contract/catalog';
import { FORM_REFERENCE_PREFIX, newReference } from '../../contract/references';
import { awaitingSignatureAnswerSchema } from '../../contract/signing';
import { answers } from '../http/answers';
import type { Deliveries } from '../delivery/deliveries';
import type { HoldForSignature } from '../signing/signingRoutes';
import { ApiError } from '../http/errors';
import { deliverSubmission } from './answer';
import { requireForm, type CheckedForm, type FormCatalog } from './formCatalog';
import type { MailAddresses } from './message';
import { checkSubmission, submissionBodyLimit } from './submission';

export interface SubmissionsOptions {
  deliveries: Deliveries;
  forms: FormCatalog;
  addresses: MailAddresses;
  rateLimit: RateLimitOptions;
  /** Keeps an order sent to the practitioner to sign (server/signing/) instead of delivering it. */
  holdForSignature: HoldForSignature;
  /** Whether a reference was sent for signature: it cannot also go to the supplier as it is. */
  sentForSignature: (reference: string) => Promise<boolean>;
}

function registerOrderRoute(app: FastifyInstance, form: CheckedForm, options: SubmissionsOptions) {
  app.post<{ Body: OrderRequest }>(
    `/${apiPaths.order}`,
    {
      schema: {
        body: orderRequestSchema,
        response: answers({
          200: orderAnswerSchema,
          202: { anyOf: [orderAnswerSchema, awaitingSignatureAnswerSchema] },
        }),
      },
      bodyLimit: submissionBodyLimit(form),
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      const { body } = request;
      const submission = checkSubmission(form, {
        reference: body.order_id,
        formVersion: body.form_version,
        locale: body.locale,
        values: { key: 'order_values', value: body.order_values },
        pdf: { key: 'order_form_data', base64: body.order_form_data },
        files: { key: 'attached_files_data_array', list: body.attached_files_data_array },
      });
      if (body.signing) {
        return reply
          .code(202)
          .send(await options.holdForSignature(submission, body.signing, request));
      }
      if (await options.sentForSignature(body.order_id)) {
        throw new ApiError(
          409,
          `order_id ${body.order_id} was sent to the practitioner to sign and goes to the supplier once signed; start a new order to send this one`,
        );
      }
      const answer = await deliverSubmission(
        submission,
        { ...options, log: request.log },
        `order_id ${body.order_id} was already used for a different order; start a new order to send this one`,
      );
      return reply.code(answer.httpStatus).send({ ...answer.body, orderId: body.order_id });
    },
  );
}

function registerFormRoute(app: FastifyInstance, form: CheckedForm, options: SubmissionsOptions) {
  const { id } = form.entry;
  app.post<{ Body: FormRequest }>(
    `/${formPath(id)}`,
    {
      schema: {
        body: formRequestSchema,
        response: answers({ 200: formAnswerSchema, 202: formAnswerSchema }),
      },
      bodyLimit: submissionBodyLimit(form),
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.formId !== id) {
        throw new ApiError(400, `formId: must be "${id}", the form of this address`);
      }
      const reference = newReference(FORM_REFERENCE_PREFIX, randomFillSync);
      const submission = checkSubmission(form, {
        reference,
        formVersion: formVersion(form.entry),
        locale: body.locale,
        values: { key: 'values', value: body.values },
        pdf: { key: 'pdf', base64: body.pdf },
        files: { key: 'files', list: [] },
      });
      const answer = await deliverSubmission(
        submission,
        { ...options, log: request.log },
        `reference ${reference} is already in use; send the form again`,
      );
      return reply.code(answer.httpStatus).send({ ...answer.body, reference });
    },
  );
}

/** The order route, and one route per e-mailed form; other ids fall to the 404 handler. */
export async function submissionsPlugin(
  app: FastifyInstance,
  options: SubmissionsOptions,
): Promise<void> {
  registerOrderRoute(app, requireForm(options.forms, ORDER_FORM_ID), options);
  for (const form of options.forms.all()) {
    if (form.entry.sendTo === SEND_BY_EMAIL) registerFormRoute(app, form, options);
  }
}
