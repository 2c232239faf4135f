import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import uiSchema from '../../schemas/order-rx/ui.json';
import { formRegistry } from './registry';
import {
  commonOptionKeys,
  fieldNames,
  fieldOptionKeys,
  templateNames,
  widgetNames,
  widgetOptionKeys,
} from './registryNames';

/** Every `ui:widget` / `ui:field` entry of a ui.json, with the `ui:options` keys it uses. */
function uiEntries(ui: UiSchema): { kind: 'widget' | 'field'; name: string; options: string[] }[] {
  return Object.entries(ui)
    .filter(([key]) => !key.startsWith('ui:'))
    .flatMap(([, entry]: [string, UiSchema]) => {
      const options = Object.keys(entry['ui:options'] ?? {});
      const named = { widget: entry['ui:widget'], field: entry['ui:field'] };
      return (['widget', 'field'] as const).flatMap((kind) =>
        typeof named[kind] === 'string' ? [{ kind, name: named[kind], options }] : [],
      );
    });
}

describe('form registry', () => {
  it('registers exactly the names registryNames lists', () => {
    expect(Object.keys(formRegistry.widgets).sort()).toEqual([...widgetNames].sort());
    expect(Object.keys(formRegistry.fields).sort()).toEqual([...fieldNames].sort());
    expect(Object.keys(formRegistry.templates).sort()).toEqual([...templateNames].sort());
    const { ButtonTemplates, ...templates } = formRegistry.templates;
    for (const component of [
      ...Object.values(formRegistry.widgets),
      ...Object.values(formRegistry.fields),
      ...Object.values(templates),
      ...Object.values(ButtonTemplates),
    ]) {
      expect(typeof component).toBe('function');
    }
  });

  it('knows every widget, field and option the Order Rx ui.json uses', () => {
    const entries = uiEntries(uiSchema as UiSchema);
    expect(entries.length).toBeGreaterThan(10);
    for (const { kind, name, options } of entries) {
      const known: Record<string, readonly string[]> =
        kind === 'widget' ? widgetOptionKeys : fieldOptionKeys;
      expect(known, `${kind} ${name}`).toHaveProperty(name);
      const allowed = [...known[name], ...commonOptionKeys];
      expect(
        options.filter((option) => !allowed.includes(option)),
        `${kind} ${name}`,
      ).toEqual([]);
    }
  });
});
