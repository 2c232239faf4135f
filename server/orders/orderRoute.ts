/** `POST /send_email_order_rx_form`: checks an order and hands its e-mail to the deliveries. */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Deliveries } from '../delivery/deliveries';
import { deliver } from '../forms/delivery';
import type { CheckedForm } from '../forms/formCatalog';
import { composeOrderMessage, type MailAddresses } from './orderMessage';
import {
  decodeOrder,
  orderBodyLimit,
  orderRequestSchema,
  type OrderRequestBody,
} from './orderRequest';

export interface OrderRouteOptions {
  deliveries: Deliveries;
  /** The Order Rx form's schema, from the forms folder. */
  form: CheckedForm;
  addresses: MailAddresses;
  rateLimit: RateLimitOptions;
}

export function registerOrderRoute(app: FastifyInstance, options: OrderRouteOptions): void {
  const { deliveries, form, addresses, rateLimit } = options;
  app.post<{ Body: OrderRequestBody }>(
    '/send_email_order_rx_form',
    {
      schema: { body: orderRequestSchema },
      bodyLimit: orderBodyLimit(form.maxValuesBytes),
      config: { rateLimit },
    },
    async (request, reply) => {
      const order = decodeOrder(request.body, form);
      const receivedAt = new Date();
      const answer = await deliver(
        deliveries,
        {
          reference: order.orderId,
          kind: 'order',
          fingerprint: order.fingerprint,
          message: composeOrderMessage(order, receivedAt, addresses),
          receivedAt,
        },
        request.log,
        `order_id ${order.orderId} was already used for a different order; start a new order to send this one`,
      );
      request.log.info(
        { orderId: order.orderId, files: order.attachments.length, duplicate: answer.duplicate },
        `order ${answer.body.status}`,
      );
      return reply.code(answer.httpStatus).send({ ...answer.body, orderId: order.orderId });
    },
  );
}
