import { OrderRxScreen } from './OrderRxScreen';

/** Route entry for /order-rx-form. Sending, printing and drafts are wired here (issue 4). */
export default function OrderRxPage() {
  return <OrderRxScreen />;
}
