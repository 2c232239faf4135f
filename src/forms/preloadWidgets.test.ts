import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '@rjsf/utils';
import { formRegistry, type FormRegistry } from './registry';
import { preloadNamedWidgets } from './preloadWidgets';

function registryWith(widgets: Record<string, Widget>): FormRegistry {
  return { ...formRegistry, widgets: widgets as FormRegistry['widgets'] };
}

describe('preloadNamedWidgets', () => {
  it('starts the download of each lazy widget the ui.json names, at any depth, once', () => {
    const radio = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const select = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const text = () => null;
    const ui = {
      orfWhoSigns: { 'ui:widget': 'radio' },
      again: { 'ui:widget': 'radio' },
      nested: { inner: { 'ui:widget': 'text' } },
      'ui:options': { sections: [{ fields: ['select'] }] },
    };
    preloadNamedWidgets(ui, registryWith({ radio, select, text }));
    expect(radio.preload).toHaveBeenCalledTimes(1);
    // Named only as a field in a section, not as a widget.
    expect(select.preload).not.toHaveBeenCalled();
  });

  it("reaches the registry's own lazy radio, which the Order Rx form names", async () => {
    const radio = formRegistry.widgets.radio as Widget & { preload?: () => Promise<unknown> };
    expect(typeof radio.preload).toBe('function');
    preloadNamedWidgets({ choice: { 'ui:widget': 'radio' }, other: { 'ui:widget': 'unknown' } });
    await expect(radio.preload?.()).resolves.toBeDefined();
  });
});
