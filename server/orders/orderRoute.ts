/** `POST /send_email_order_rx_form`: checks an order and e-mails it to the supplier. */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { newShortId } from '../outbox';
import type { Deliveries } from '../delivery/deliveries';
import { composeOrderMessage, type MailAddresses } from './orderMessage';
import {
  decodeOrder,
  ORDER_BODY_LIMIT,
  orderRequestSchema,
  type OrderRequestBody,
} from './orderRequest';

export interface OrderAccepted {
  ok: true;
  orderId: string;
}

export interface OrderRouteOptions {
  deliveries: Deliveries;
  addresses: MailAddresses;
  rateLimit: RateLimitOptions;
}

export function registerOrderRoute(app: FastifyInstance, options: OrderRouteOptions): void {
  const { deliveries, addresses, rateLimit } = options;
  app.post<{ Body: OrderRequestBody }>(
    '/send_email_order_rx_form',
    { schema: { body: orderRequestSchema }, bodyLimit: ORDER_BODY_LIMIT, config: { rateLimit } },
    async (request, reply) => {
      const order = decodeOrder(request.body);
      const receipt = { orderId: newShortId(), receivedAt: new Date() };
      try {
        await deliveries.submit({
          reference: receipt.orderId,
          kind: 'order',
          fingerprint: receipt.orderId,
          message: composeOrderMessage(order, receipt, addresses),
        });
      } catch (error) {
        request.log.error({ err: error, orderId: receipt.orderId }, 'order e-mail failed');
        throw new ApiError(
          502,
          'The order could not be e-mailed to the supplier; please try again later',
        );
      }
      request.log.info(
        { orderId: receipt.orderId, files: order.attachments.length },
        'order e-mailed',
      );
      return reply.code(200).send({ ok: true, orderId: receipt.orderId } satisfies OrderAccepted);
    },
  );
}
