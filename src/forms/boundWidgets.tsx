import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { ValueSource } from './core/valueSource';

/**
 * The value source of the enclosing SchemaForm. Outside one (a widget drawn alone) it is a
 * source that keeps nothing: every report goes to the widget's rjsf `onChange`.
 */
export const ValueSourceContext = createContext(new ValueSource());

export const useValueSource = (): ValueSource => useContext(ValueSourceContext);

/**
 * Wraps a widget so it reads and reports its value through the form's ValueSource, not rjsf's
 * state. Besides `onChange`, the widget gets `onTyped` (InputOverrides in BaseInputTemplate.tsx):
 * for a value its input already shows, so a keystroke costs no render.
 */
function bindWidget(Inner: Widget): Widget {
  function BoundWidget(props: WidgetProps) {
    const { id, value: given, onChange: toRjsf } = props;
    const source = useValueSource();
    const subscribe = useCallback(
      (listener: () => void) => source.subscribeField(id, listener),
      [source, id],
    );
    const shown = () => source.shown(id, given);
    const value = useSyncExternalStore(subscribe, shown, shown);
    useLayoutEffect(() => source.attach(id, toRjsf), [source, id, toRjsf]);
    const onChange = useCallback((next: unknown) => source.report(id, next), [source, id]);
    const onTyped = useCallback(
      (next: unknown) => source.report(id, next, { redraw: false }),
      [source, id],
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
