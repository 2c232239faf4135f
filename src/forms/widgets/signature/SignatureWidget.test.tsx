import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm, type FormController } from '../../SchemaForm';

/** jsdom has no canvas: a 2D context to draw on, and a stand-in pad that records what the widget
 * asks of it. */
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});
afterAll(() => vi.restoreAllMocks());

const pads = vi.hoisted(() => [] as FakePad[]);
interface FakePad {
  listeners: Map<string, () => void>;
  drawn: string[];
  cleared: number;
  /** A stroke ends: signature_pad fires `endStroke`. */
  stroke(url: string): void;
}
vi.mock('signature_pad', () => ({
  default: class {
    listeners = new Map<string, () => void>();
    drawn: string[] = [];
    cleared = 0;
    private url = '';
    constructor() {
      pads.push(this as unknown as FakePad);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    stroke(url: string) {
      this.url = url;
      this.listeners.get('endStroke')?.();
    }
    toDataURL() {
      return this.url;
    }
    clear() {
      this.cleared++;
    }
    fromDataURL(url: string) {
      this.drawn.push(url);
      return Promise.resolve();
    }
    on() {}
    off() {}
  },
}));

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    orfSignature: { type: 'string', title: "Prescriber's signature" },
    orfSignatureName: { type: 'string', title: 'Typed name' },
  },
};
const uiSchema: UiSchema = { orfSignature: { 'ui:widget': 'signature' } };
const drawing = 'data:image/png;base64,iVBORw0KGgoAAAA';

function renderForm() {
  const controller = createRef<FormController>();
  const onValuesChange = vi.fn();
  render(
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      controllerRef={controller}
      onValuesChange={onValuesChange}
    />,
  );
  return { controller, onValuesChange, pad: () => pads.at(-1)! };
}

/** signature_pad is imported when the box is drawn: wait for the `count`th pad. */
const padsMade = (count: number) => vi.waitFor(() => expect(pads).toHaveLength(count));

describe('SignatureWidget', () => {
  beforeEach(() => {
    pads.length = 0;
  });

  it('is a labelled drawing area outside the tab order, with a Clear button', () => {
    renderForm();
    const area = screen.getByRole('img', { name: /Prescriber's signature: not drawn/ });
    expect(area.tagName).toBe('CANVAS');
    expect(area.id).toBe('root_orfSignature');
    expect(area).not.toHaveAttribute('tabindex');
    expect(screen.getByText("Prescriber's signature")).toHaveAttribute('for', area.id);
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('keeps the drawing as a PNG data URL in the values, once per stroke', async () => {
    const { controller, onValuesChange, pad } = renderForm();
    await padsMade(1);
    act(() => pad().stroke(drawing));
    expect(controller.current!.getValues().orfSignature).toBe(drawing);
    expect(onValuesChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: /signed by drawing/ })).toBeInTheDocument();
    // Its own drawing is not drawn again over itself.
    expect(pad().drawn).toEqual([]);
  });

  it('Clear empties the pad and the value', async () => {
    const { controller, pad } = renderForm();
    await padsMade(1);
    act(() => pad().stroke(drawing));
    const cleared = pad().cleared;
    fireEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(pad().cleared).toBe(cleared + 1);
    expect(controller.current!.getValues().orfSignature).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('draws a signature loaded from a draft, and starts blank after a reset', async () => {
    const { controller, pad } = renderForm();
    await padsMade(1);
    act(() => controller.current!.load({ orfSignature: drawing }));
    await padsMade(2);
    expect(pad().drawn).toEqual([drawing]);
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeEnabled();
    act(() => controller.current!.reset());
    await padsMade(3);
    expect(pad().drawn).toEqual([]);
    expect(controller.current!.getValues().orfSignature).toBeUndefined();
  });
});
