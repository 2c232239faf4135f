/** Answers of the contract (contract/api.ts) for specs that stand in for the API in the browser. */
import type { Route } from '@playwright/test';
import type { OrderAnswer, TextMessageAnswer } from '../../../contract/api';

/** 200 to the order the page sent: e-mailed now. */
export function sentOrderAnswer(route: Route): OrderAnswer {
  const { order_id } = route.request().postDataJSON() as { order_id: string };
  return { ok: true, orderId: order_id, status: 'sent', receivedAt: new Date().toISOString() };
}

export const textMessageAnswer: TextMessageAnswer = { ok: true, messageId: 'T-STUB' };
