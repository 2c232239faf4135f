import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Widget, WidgetProps } from '@rjsf/utils';
import type { FormValuesStore } from './core/formValues';

/** The values store of the enclosing SchemaForm; null outside one. */
export const FormValuesContext = createContext<FormValuesStore | null>(null);

const noSubscription = () => () => {};

/**
 * Wraps a widget so it reads and writes its value in the FormValuesStore, not rjsf's state.
 * Besides `onChange`, the widget gets `onTyped` (InputOverrides in BaseInputTemplate.tsx): for a
 * value its input already shows, so a keystroke costs no render.
 */
function bindWidget(Inner: Widget): Widget {
  function BoundWidget(props: WidgetProps) {
    const { id, value: rjsfValue, onChange: rjsfOnChange } = props;
    const store = useContext(FormValuesContext);
    const held = store?.holds(id) ? store : null;
    const subscribe = useCallback(
      (listener: () => void) => held?.subscribeField(id, listener) ?? noSubscription(),
      [held, id],
    );
    const shownValue = () => (held ? held.valueOr(id, rjsfValue) : rjsfValue);
    const value = useSyncExternalStore(subscribe, shownValue, shownValue);
    const onChange = useCallback(
      (next: unknown) => (held ? held.set(id, next) : rjsfOnChange(next)),
      [held, id, rjsfOnChange],
    );
    const onTyped = useCallback(
      (next: unknown) => (held ? held.set(id, next, { redraw: false }) : rjsfOnChange(next)),
      [held, id, rjsfOnChange],
    );
    return <Inner {...props} value={value} onChange={onChange} onTyped={onTyped} />;
  }
  BoundWidget.displayName = `Bound(${Inner.displayName ?? Inner.name})`;
  return BoundWidget;
}

const cache = new WeakMap<Record<string, Widget>, Record<string, Widget>>();

/** The registry's widgets, bound; cached so the same registry always yields the same components. */
export function boundWidgets<W extends Record<string, Widget>>(widgets: W): W {
  let bound = cache.get(widgets);
  if (!bound) {
    bound = Object.fromEntries(Object.entries(widgets).map(([name, w]) => [name, bindWidget(w)]));
    cache.set(widgets, bound);
  }
  return bound as W;
}
