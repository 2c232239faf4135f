import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectToParent,
  RESIZE_DEBOUNCE_MS,
  type CheckOutData,
  type HostWindow,
  type MessageEventLike,
  type ParentChannelOptions,
} from './parentChannel';
import { isFramed } from './isFramed';
import type { FormMessage } from '../../../contract/embedding';

const SHOP = 'https://shop.example.com';
const DEV = 'http://localhost:5173';
const trustedOrigins = [SHOP, DEV];

const checkOutData: CheckOutData = {
  order_id: 'RX-7K3M9QXA',
  order_values: { orfPatientName: 'Jane Roe', orfIncontinenceProductsFieldsD: true },
  order_form_pdf_base64: 'JVBERi0xLjMK',
  attached_files_data_array: [{ name: 'rx.png', base64: 'iVBORw0K', mime_type: 'image/png' }],
};

class FakeParent {
  readonly posted: { message: FormMessage; targetOrigin: string }[] = [];
  postMessage(message: FormMessage, targetOrigin: string) {
    this.posted.push({ message, targetOrigin });
  }
}

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

interface FakeWindowSetup {
  ancestorOrigins?: string[];
  referrer?: string;
  topLevel?: boolean;
}

/** A framed window: `parent` is a FakeParent; events are dispatched by hand. */
class FakeWindow implements HostWindow {
  readonly parent: FakeParent | FakeWindow;
  readonly document: { referrer: string };
  readonly location: { ancestorOrigins?: string[] };
  readonly ResizeObserver = FakeResizeObserver;
  /** What a top-level window (its own parent) would have been sent. */
  readonly postedToSelf: unknown[] = [];
  private readonly listeners = new Map<string, Set<(event: MessageEventLike) => void>>();

  constructor({ ancestorOrigins, referrer = '', topLevel = false }: FakeWindowSetup = {}) {
    this.parent = topLevel ? this : new FakeParent();
    this.document = { referrer };
    this.location = { ancestorOrigins };
  }

  get shop(): FakeParent {
    if (!(this.parent instanceof FakeParent)) throw new Error('top-level window');
    return this.parent;
  }

  postMessage(message: FormMessage, targetOrigin: string) {
    this.postedToSelf.push({ message, targetOrigin });
  }

  addEventListener(type: string, listener: (event: MessageEventLike) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEventLike) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  receive(data: unknown, origin: string, source: unknown = this.parent) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data, origin, source });
  }

  blur() {
    for (const listener of this.listeners.get('blur') ?? []) listener({} as MessageEventLike);
  }
}

function connect(win: FakeWindow, overrides: Partial<ParentChannelOptions> = {}) {
  const options: ParentChannelOptions = {
    window: win,
    trustedOrigins,
    onCheckOut: vi.fn(async () => checkOutData),
    isFilled: () => false,
    ...overrides,
  };
  return { options, disconnect: connectToParent(options) };
}

/** Lets pending promise callbacks (the checkout reply) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeResizeObserver.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isFramed', () => {
  it('tells a framed window from a top-level one', () => {
    expect(isFramed(new FakeWindow())).toBe(true);
    expect(isFramed(new FakeWindow({ topLevel: true }))).toBe(false);
    expect(isFramed({ parent: null })).toBe(false);
  });
});

describe('checkOut', () => {
  it.each([SHOP, DEV])('answers a trusted parent at %s with its exact origin', async (origin) => {
    const win = new FakeWindow();
    connect(win);
    win.receive({ action: 'checkOut' }, origin);
    await settle();
    expect(win.shop.posted).toEqual([
      { message: { action: 'orderRxFormData', ...checkOutData }, targetOrigin: origin },
    ]);
  });

  it.each([
    'https://shop.example.com.evil.com',
    'https://evil.com',
    'http://shop.example.com',
    'https://shop.example.com/',
    'https://shop.example.com:8443',
    'http://localhost:5174',
    'http://127.0.0.1:5173',
    'null',
    '',
  ])('ignores %s without building the PDF', async (origin) => {
    const win = new FakeWindow();
    const { options } = connect(win);
    win.receive({ action: 'checkOut' }, origin);
    await settle();
    expect(options.onCheckOut).not.toHaveBeenCalled();
    expect(win.shop.posted).toEqual([]);
  });

  it.each([
    ['another window', new FakeParent()],
    ['no source', null],
    ['the form itself', 'self'],
  ])('ignores a trusted origin whose source is %s', async (_label, source) => {
    const win = new FakeWindow();
    const { options } = connect(win);
    win.receive({ action: 'checkOut' }, SHOP, source === 'self' ? win : source);
    await settle();
    expect(options.onCheckOut).not.toHaveBeenCalled();
    expect(win.shop.posted).toEqual([]);
  });

  it.each([
    null,
    undefined,
    'checkOut',
    '{"action":"checkOut"}',
    ['checkOut'],
    [{ action: 'checkOut' }],
    { action: 'checkout' },
    { action: 'CHECKOUT' },
    { action: 'orderRxFormData' },
    {},
  ])('ignores the malformed message %j', async (data) => {
    const win = new FakeWindow();
    const { options } = connect(win);
    win.receive(data, SHOP);
    await settle();
    expect(options.onCheckOut).not.toHaveBeenCalled();
    expect(win.shop.posted).toEqual([]);
  });

  it('never uses "*" as the target origin', async () => {
    const win = new FakeWindow({ ancestorOrigins: [SHOP] });
    connect(win, { contentElement: document.createElement('div') });
    win.receive({ action: 'checkOut' }, SHOP);
    win.blur();
    await settle();
    expect(win.shop.posted.length).toBeGreaterThan(0);
    for (const { targetOrigin } of win.shop.posted) expect(targetOrigin).toBe(SHOP);
  });

  it('posts only the protocol fields, whatever the callback returns', async () => {
    const win = new FakeWindow();
    const leaky = {
      ...checkOutData,
      formValues: { orfPatientName: 'Jane Doe' },
      attached_files_data_array: [{ ...checkOutData.attached_files_data_array[0], path: '/x' }],
    };
    connect(win, { onCheckOut: async () => leaky });
    win.receive({ action: 'checkOut' }, SHOP);
    await settle();
    expect(win.shop.posted[0].message).toEqual({ action: 'orderRxFormData', ...checkOutData });
  });

  it('builds the PDF once for requests that arrive while it is being built', async () => {
    const win = new FakeWindow();
    let finish: (data: CheckOutData) => void = () => {};
    const onCheckOut = vi.fn(() => new Promise<CheckOutData>((resolve) => (finish = resolve)));
    connect(win, { onCheckOut });
    win.receive({ action: 'checkOut' }, SHOP);
    win.receive({ action: 'checkOut' }, SHOP);
    await settle();
    finish(checkOutData);
    await settle();
    expect(onCheckOut).toHaveBeenCalledTimes(1);
    expect(win.shop.posted).toHaveLength(2);
    win.receive({ action: 'checkOut' }, SHOP);
    await settle();
    expect(onCheckOut).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('Patient Jane Doe: canvas too large'))],
    [
      'throws',
      () => {
        throw new TypeError('orfPatientName Jane Doe');
      },
    ],
  ])(
    'answers a fixed error and warns without details when the callback %s',
    async (_label, onCheckOut) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const win = new FakeWindow();
      connect(win, { onCheckOut: onCheckOut as () => Promise<CheckOutData> });
      win.receive({ action: 'checkOut' }, SHOP);
      await settle();
      expect(win.shop.posted).toEqual([
        {
          message: {
            action: 'orderRxFormError',
            message: 'The order form could not be prepared. Please try again.',
          },
          targetOrigin: SHOP,
        },
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0])).not.toContain('Jane');
    },
  );

  it('does not answer after disconnecting', async () => {
    const win = new FakeWindow();
    const { disconnect } = connect(win);
    win.receive({ action: 'checkOut' }, SHOP);
    disconnect();
    await settle();
    expect(win.shop.posted).toEqual([]);
    expect(win.listenerCount()).toBe(0);
  });
});

describe('blur', () => {
  it.each([true, false])('posts filled = %s to the trusted parent origin', (filled) => {
    const win = new FakeWindow({ ancestorOrigins: [SHOP] });
    connect(win, { isFilled: () => filled });
    win.blur();
    expect(win.shop.posted).toEqual([
      { message: { action: 'orderRxFormFilled', value: filled }, targetOrigin: SHOP },
    ]);
  });

  it('reads the filled state at blur time', () => {
    const win = new FakeWindow({ ancestorOrigins: [SHOP] });
    let filled = false;
    connect(win, { isFilled: () => filled });
    win.blur();
    filled = true;
    win.blur();
    expect(win.shop.posted.map(({ message }) => message)).toEqual([
      { action: 'orderRxFormFilled', value: false },
      { action: 'orderRxFormFilled', value: true },
    ]);
  });

  it.each([
    ['an untrusted ancestor', { ancestorOrigins: ['https://evil.com'] }],
    ['a look-alike ancestor', { ancestorOrigins: ['https://shop.example.com.evil.com'] }],
    ['an opaque ancestor', { ancestorOrigins: ['null'] }],
    ['no known parent', {}],
    ['an empty referrer', { referrer: '' }],
    ['an untrusted referrer', { referrer: 'https://evil.com/page' }],
    ['a malformed referrer', { referrer: 'not a url' }],
    // ancestorOrigins is authoritative: a trusted referrer does not override it.
    [
      'an untrusted ancestor and a trusted referrer',
      {
        ancestorOrigins: ['https://evil.com'],
        referrer: `${SHOP}/cart`,
      },
    ],
  ])('posts nothing with %s', (_label, setup: FakeWindowSetup) => {
    const win = new FakeWindow(setup);
    connect(win, { isFilled: () => true });
    win.blur();
    expect(win.shop.posted).toEqual([]);
  });

  it("uses the referrer's origin when the browser has no ancestorOrigins", () => {
    const win = new FakeWindow({ referrer: `${SHOP}/cart?step=2` });
    connect(win, { isFilled: () => true });
    win.blur();
    expect(win.shop.posted).toEqual([
      { message: { action: 'orderRxFormFilled', value: true }, targetOrigin: SHOP },
    ]);
  });

  it('uses the origin of a trusted checkOut from the parent once one arrived', async () => {
    const win = new FakeWindow({ referrer: 'https://evil.com/' });
    connect(win, { isFilled: () => true });
    win.blur();
    expect(win.shop.posted).toEqual([]);
    win.receive({ action: 'checkOut' }, DEV);
    await settle();
    win.blur();
    expect(win.shop.posted.at(-1)).toEqual({
      message: { action: 'orderRxFormFilled', value: true },
      targetOrigin: DEV,
    });
  });

  it('does not learn an origin from an ignored message', () => {
    const win = new FakeWindow();
    connect(win, { isFilled: () => true });
    win.receive({ action: 'checkOut' }, SHOP, new FakeParent());
    win.receive({ action: 'hello' }, SHOP);
    win.blur();
    expect(win.shop.posted).toEqual([]);
  });

  it('does nothing in a top-level window', () => {
    const win = new FakeWindow({ topLevel: true, referrer: SHOP });
    connect(win, { isFilled: () => true, contentElement: document.createElement('div') });
    win.blur();
    win.receive({ action: 'checkOut' }, SHOP, win);
    expect(win.postedToSelf).toEqual([]);
    expect(win.listenerCount()).toBe(0);
    expect(FakeResizeObserver.instances).toHaveLength(0);
  });
});

describe('resize', () => {
  function contentOfHeight(initial: number) {
    const element = document.createElement('div');
    const size = { height: initial };
    element.getBoundingClientRect = () => ({ height: size.height }) as DOMRect;
    return { element, size };
  }

  function setup(winSetup: FakeWindowSetup = { ancestorOrigins: [SHOP] }) {
    vi.useFakeTimers();
    const win = new FakeWindow(winSetup);
    const { element, size } = contentOfHeight(800.2);
    const { disconnect } = connect(win, { contentElement: element });
    const [observer] = FakeResizeObserver.instances;
    return { win, size, observer, disconnect, element };
  }

  it('observes the content element', () => {
    const { observer, element } = setup();
    expect(observer.observed).toEqual([element]);
  });

  it('posts the rounded-up height once the changes settle', () => {
    const { win, size, observer } = setup();
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    size.height = 950.4;
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(win.shop.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(win.shop.posted).toEqual([
      { message: { action: 'orderRxFormResize', height: 951 }, targetOrigin: SHOP },
    ]);
  });

  it('posts only when the rounded height changes', () => {
    const { win, size, observer } = setup();
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    size.height = 800.9;
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    size.height = 640;
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(win.shop.posted.map(({ message }) => message)).toEqual([
      { action: 'orderRxFormResize', height: 801 },
      { action: 'orderRxFormResize', height: 640 },
    ]);
  });

  it('posts nothing when the parent origin is not trusted', () => {
    const { win, observer } = setup({ ancestorOrigins: ['https://evil.com'] });
    observer.callback();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(win.shop.posted).toEqual([]);
  });

  it('stops observing on disconnect, dropping a pending report', () => {
    const { win, observer, disconnect } = setup();
    observer.callback();
    disconnect();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(observer.disconnected).toBe(true);
    expect(win.shop.posted).toEqual([]);
  });
});
