import type { UiSchema } from '@rjsf/utils';
import type { Preloadable } from './lazyComponent';
import { formRegistry, type FormRegistry } from './registry';
import { widgetNamesIn } from './registryNames';

/**
 * Starts downloading the registry's lazy widgets (lazyComponent.tsx) that a form's ui.json names,
 * for a page that draws its form before they would otherwise be asked for: the form then draws
 * them in the same render as the rest, instead of drawing them again once they arrive.
 */
export function preloadNamedWidgets(uiSchema: UiSchema, registry: FormRegistry = formRegistry) {
  const widgets: Record<string, unknown> = registry.widgets;
  for (const name of widgetNamesIn(uiSchema)) {
    const widget = widgets[name] as Partial<Preloadable> | undefined;
    void widget?.preload?.();
  }
}
