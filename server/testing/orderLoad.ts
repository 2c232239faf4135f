/** Sends many orders at once to running servers, as the load tests and the server bench do. */
import { performance } from 'node:perf_hooks';
import type { OrderRequest } from '../../contract/api';
import { postJson } from './testServer';

export interface SentOrder {
  orderId: string;
  /** HTTP status; 0 when no answer came (the server was killed). */
  status: number;
  /** Request to answer, in milliseconds. */
  ms: number;
}

export interface OrderLoad {
  urls: string[];
  count: number;
  concurrency: number;
  body: () => OrderRequest;
  /** Checked before each request: true stops sending. */
  stopWhen?: (answered: SentOrder[]) => boolean;
}

/** Posts `count` orders, `concurrency` at a time, to `urls` in turn. */
export async function sendOrders(load: OrderLoad): Promise<SentOrder[]> {
  const answered: SentOrder[] = [];
  let next = 0;
  const lane = async () => {
    while (next < load.count && !load.stopWhen?.(answered)) {
      const index = next++;
      const body = load.body();
      const url = `${load.urls[index % load.urls.length]}/send_email_order_rx_form`;
      const started = performance.now();
      const status = await postJson(url, body)
        .then((response) => response.status)
        .catch(() => 0);
      answered.push({ orderId: body.order_id, status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: load.concurrency }, lane));
  return answered;
}

/** Orders answered 200 (sent) or 202 (queued). */
export const acknowledged = (sent: SentOrder[]) =>
  sent.filter((s) => s.status === 200 || s.status === 202).map((s) => s.orderId);
