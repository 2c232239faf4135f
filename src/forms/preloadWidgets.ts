import type { UiSchema } from '@rjsf/utils';
import type { Preloadable } from './lazyComponent';
import { formRegistry, type FormRegistry } from './registry';

/** Every `ui:widget` a ui.json names, at any depth. */
function widgetNames(ui: unknown, names = new Set<string>()): Set<string> {
  if (typeof ui !== 'object' || ui === null) return names;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string') names.add(value);
    else widgetNames(value, names);
  }
  return names;
}

/**
 * Starts downloading the registry's lazy widgets (lazyComponent.tsx) that a form's ui.json names,
 * for a page that draws its form before they would otherwise be asked for: the form then draws
 * them in the same render as the rest, instead of drawing them again once they arrive.
 */
export function preloadNamedWidgets(uiSchema: UiSchema, registry: FormRegistry = formRegistry) {
  const widgets: Record<string, unknown> = registry.widgets;
  for (const name of widgetNames(uiSchema)) {
    const widget = widgets[name] as Partial<Preloadable> | undefined;
    void widget?.preload?.();
  }
}
