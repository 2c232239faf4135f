import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { fields, templates, widgets } from './rjsfDefaults';
import { rjsfDefaults } from './rjsfDefaultParts';

const rjsfOwn = getDefaultRegistry();
const { ButtonTemplates: rjsfButtons, ...rjsfTemplates } = rjsfOwn.templates;
const { ButtonTemplates: ourButtons, ...ourTemplates } = templates();

const groups = {
  fields: [fields(), rjsfOwn.fields],
  widgets: [widgets(), rjsfOwn.widgets],
  templates: [ourTemplates, rjsfTemplates],
  buttons: [ourButtons, rjsfButtons],
} as const;

describe("rjsf's defaults, some on demand", () => {
  it.each(Object.entries(groups))('lists every one of rjsf’s own %s', (_, [ours, rjsf]) => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(rjsf).sort());
  });

  it.each(Object.entries(groups))(
    'hands rjsf its own %s: at once, or on demand from the lazy parts',
    (group, [ours, rjsf]) => {
      const later = rjsfDefaults[group as keyof typeof rjsfDefaults];
      for (const [name, component] of Object.entries(ours)) {
        const own = (rjsf as Record<string, unknown>)[name];
        if (component === own) continue;
        expect(String((component as { displayName?: string }).displayName)).toBe(`Lazy(${name})`);
        expect(later[name]).toBe(own);
      }
    },
  );

  it('draws a plain-field form with no part on demand', () => {
    const eager = ['BooleanField', 'NullField', 'ObjectField', 'SchemaField', 'StringField'];
    for (const name of eager) expect(fields()[name as 'SchemaField']).toBe(rjsfOwn.fields[name]);
    expect(ourTemplates.DescriptionFieldTemplate).toBe(rjsfTemplates.DescriptionFieldTemplate);
  });

  it('gives the same components on every call, so rjsf never remounts a field', () => {
    expect(fields().ArrayField).toBe(fields().ArrayField);
    expect(widgets().TextWidget).toBe(widgets().TextWidget);
  });
});
