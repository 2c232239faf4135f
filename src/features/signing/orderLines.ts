/**
 * The order's values as lines a person reads, in the order and sections of the form's own
 * ui.json, each under its schema title: what the supplier's document states, with no code per
 * form. Empty values and unticked boxes are left out, as the document leaves them blank.
 */
import { formFileLoaders } from 'virtual:rx-form-files';

export interface OrderSection {
  title: string;
  lines: { label: string; value: string }[];
}

interface FieldSchema {
  title?: string;
  type?: string;
}
interface UiSection {
  title?: string;
  fields?: string[];
}

const PNG = 'data:image/png;base64,';

function shown(value: unknown, yes: string): string | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  if (value === true) return yes;
  if (typeof value === 'string' && value.startsWith(PNG)) return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export async function orderSections(
  formId: string,
  values: Record<string, unknown>,
  yes: string,
): Promise<OrderSection[]> {
  const files = formFileLoaders[formId];
  if (!files) return [];
  const [schema, ui] = (await Promise.all([files.schema(), files.ui()])) as [
    { properties?: Record<string, FieldSchema> },
    { 'ui:options'?: { sections?: UiSection[] } },
  ];
  const properties = schema.properties ?? {};
  const sections = ui['ui:options']?.sections ?? [{ fields: Object.keys(properties) }];
  const placed = new Set(sections.flatMap((section) => section.fields ?? []));
  const rest = Object.keys(values).filter((key) => !placed.has(key));
  return [...sections, { fields: rest }]
    .map((section) => ({
      title: section.title ?? '',
      lines: (section.fields ?? []).flatMap((key) => {
        const value = shown(values[key], yes);
        return value === undefined ? [] : [{ label: properties[key]?.title ?? key, value }];
      }),
    }))
    .filter((section) => section.lines.length > 0);
}
