import { act, fireEvent, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema, Widget, WidgetProps } from '@rjsf/utils';
import schema from '../../schemas/order-rx/schema.json';
import uiSchema from '../../schemas/order-rx/ui.json';
import { SchemaForm } from './SchemaForm';
import { formRegistry, type FormRegistry } from './registry';
import type { WidgetName } from './registryNames';

/** Widget renders per input id, counted by wrapping every registered widget. */
const widgetRenders = new Map<string, number>();

function counted(Inner: Widget): Widget {
  return function CountedWidget(props: WidgetProps) {
    widgetRenders.set(props.id, (widgetRenders.get(props.id) ?? 0) + 1);
    return <Inner {...props} />;
  };
}

const countingRegistry: FormRegistry = {
  ...formRegistry,
  widgets: Object.fromEntries(
    Object.entries(formRegistry.widgets).map(([name, widget]) => [name, counted(widget)]),
  ) as Record<WidgetName, Widget>,
};

/** React commits of the rendered form since the last reset. */
let commits = 0;

function renderOrderForm(): void {
  commits = 0;
  render(
    <Profiler id="form" onRender={() => (commits += 1)}>
      <SchemaForm
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        registry={countingRegistry}
      />
    </Profiler>,
  );
}

describe('render cost of one keystroke in the Order Rx form', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits once and re-renders only the widget typed into', () => {
    renderOrderForm();
    act(() => vi.advanceTimersByTime(1000));
    const widgetCount = widgetRenders.size;
    const name = document.getElementById('root_orfPatientName')!;
    const address = document.getElementById('root_orfPatientAddress')!;

    for (const [input, value] of [
      [name, 'J'],
      [name, 'Ja'],
      [address, '1'],
    ] as const) {
      widgetRenders.clear();
      commits = 0;
      act(() => fireEvent.change(input, { target: { value } }));
      expect(commits).toBe(1);
      expect([...widgetRenders.keys()]).toEqual([input.id]);
    }
    expect(widgetCount).toBeGreaterThan(90);
  });

  it("when a touched field's error appears, only that field renders again, in the same commit", () => {
    renderOrderForm();
    const name = document.getElementById('root_orfPatientName')!;
    act(() => fireEvent.change(name, { target: { value: 'J' } }));
    act(() => fireEvent.blur(name));
    widgetRenders.clear();
    commits = 0;
    act(() => fireEvent.change(name, { target: { value: '' } }));
    // The value and the now visible error (text under the field, aria-invalid) update together.
    expect(commits).toBe(1);
    expect([...widgetRenders.keys()]).toEqual([name.id]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
