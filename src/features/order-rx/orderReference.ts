import { isOrderId, newReference, ORDER_REFERENCE_PREFIX } from '../../../contract/references';

const newOrderId = () =>
  newReference(ORDER_REFERENCE_PREFIX, (bytes) => crypto.getRandomValues(bytes));

/** Where the reference of the order being filled in is kept, beside the draft. */
export const ORDER_ID_KEY = 'order-rx-order-id';

type ReferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The reference (`order_id`) of the order on the page. Made when it is first needed (Send,
 * Imprimir, the shop's checkout) and kept, in the tab's sessionStorage when there is one, until
 * a send succeeds: a retry after a failure, or after a reload, carries the same reference, so
 * the server recognises an order it already has and does not e-mail it twice.
 */
export class OrderReference {
  private id: string | null;

  constructor(private readonly storage: ReferenceStorage | null) {
    this.id = this.read();
  }

  /** The current reference, made now if there is none yet. */
  current(): string {
    if (!this.id) {
      this.id = newOrderId();
      this.write(this.id);
    }
    return this.id;
  }

  /** After a successful send: the next order gets a new reference. */
  forget(): void {
    this.id = null;
    try {
      this.storage?.removeItem(ORDER_ID_KEY);
    } catch {
      // Storage refused: the reference in memory is gone, which is what matters.
    }
  }

  private read(): string | null {
    try {
      const stored = this.storage?.getItem(ORDER_ID_KEY);
      return isOrderId(stored) ? stored : null;
    } catch {
      return null;
    }
  }

  private write(id: string): void {
    try {
      this.storage?.setItem(ORDER_ID_KEY, id);
    } catch {
      // No room or no access: the reference still holds for as long as the page is open.
    }
  }
}
