import { act, fireEvent, render } from '@testing-library/react';
import { createRef, Profiler, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseInputTemplateProps, Widget, WidgetProps } from '@rjsf/utils';
import { orderRxSchema, orderRxUiSchema } from '../features/order-rx/orderRxFiles';
import { SchemaForm, type FormController } from './SchemaForm';
import { formRegistry, type FormRegistry } from './registry';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import type { WidgetName } from './registryNames';
import { drawAllSections } from './drawnForm.testing';

/** Renders per input id, counted by wrapping every registered widget and the input template. */
const renders = new Map<string, number>();

function counted(Inner: Widget): Widget {
  return function CountedWidget(props: WidgetProps) {
    renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
    return <Inner {...props} />;
  };
}

/** The input template called as a function, so its own hooks' renders are counted too. */
function CountedInputTemplate(props: BaseInputTemplateProps) {
  renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
  return BaseInputTemplate(props);
}

const countingRegistry: FormRegistry = {
  ...formRegistry,
  widgets: Object.fromEntries(
    Object.entries(formRegistry.widgets).map(([name, widget]) => [name, counted(widget)]),
  ) as Record<WidgetName, Widget>,
  templates: {
    ...formRegistry.templates,
    BaseInputTemplate: CountedInputTemplate,
  },
};

/** React commits of the rendered form since the last reset. */
let commits = 0;

function renderOrderForm(): RefObject<FormController | null> {
  const controller = createRef<FormController>();
  commits = 0;
  render(
    <Profiler id="form" onRender={() => (commits += 1)}>
      <SchemaForm
        schema={orderRxSchema}
        uiSchema={orderRxUiSchema}
        registry={countingRegistry}
        controllerRef={controller}
      />
    </Profiler>,
  );
  return controller;
}

describe('render cost of one keystroke in the Order Rx form', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws nothing for a key typed into a text box: the input shows it, the form holds it', async () => {
    const controller = renderOrderForm();
    await drawAllSections();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const widgetCount = renders.size;
    const name = document.getElementById('root_orfPatientName')!;
    const address = document.getElementById('root_orfPatientAddress')!;

    for (const [input, value] of [
      [name, 'J'],
      [name, 'Ja'],
      [address, '1'],
    ] as const) {
      renders.clear();
      commits = 0;
      act(() => fireEvent.change(input, { target: { value } }));
      expect(commits).toBe(0);
      expect([...renders.keys()]).toEqual([]);
      expect(input).toHaveValue(value);
    }
    expect(controller.current?.getValues()).toMatchObject({
      orfPatientName: 'Ja',
      orfPatientAddress: '1',
    });
    expect(widgetCount).toBeGreaterThan(90);
  });

  it("when a touched field's error appears, only that field's input renders again", () => {
    renderOrderForm();
    const name = document.getElementById('root_orfPatientName')!;
    act(() => fireEvent.change(name, { target: { value: 'J' } }));
    act(() => fireEvent.blur(name));
    renders.clear();
    commits = 0;
    act(() => fireEvent.change(name, { target: { value: '' } }));
    // The now visible error (text under the field, aria-invalid) comes in the key's own commit.
    expect(commits).toBe(1);
    expect([...renders.keys()]).toEqual([name.id]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
