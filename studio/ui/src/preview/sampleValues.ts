/**
 * Values to draw a form's PDF with before anyone has filled it in: each field gets a plausible
 * answer of its kind (a ticked box, the first choice, a quantity within its cap), so every part
 * of the document shows.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sampleText(field: Json, key: string): string {
  if (field.format === 'date') return new Date().toISOString().slice(0, 10);
  if (field.format === 'email') return 'pat@example.com';
  if (typeof field.pattern === 'string' && field.pattern.includes('\\d{3}'))
    return '(555) 010-0199';
  const title = typeof field.title === 'string' ? field.title : key;
  const text = `Sample ${title.toLowerCase()}`;
  return typeof field.maxLength === 'number' ? text.slice(0, field.maxLength) : text;
}

function sampleValue(field: Json, key: string): unknown {
  const choices = field.oneOf ?? field.anyOf;
  if (Array.isArray(choices) && choices.every((c) => isObject(c) && 'const' in c)) {
    return (choices[0] as Json).const;
  }
  if (Array.isArray(field.enum)) return field.enum[0];
  switch (field.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const most = typeof field.maximum === 'number' ? field.maximum : 2;
      const least = typeof field.minimum === 'number' ? field.minimum : 0;
      return Math.max(least, Math.min(2, most));
    }
    case 'string':
      // A drawn signature is an image: the sample leaves it empty rather than fake one.
      return String(field.pattern ?? '').startsWith('^data:') ? undefined : sampleText(field, key);
    case 'object':
      return isObject(field.properties) ? sampleValues(field) : undefined;
    default:
      return undefined;
  }
}

export function sampleValues(schema: Json): Json {
  const values: Json = {};
  for (const [key, field] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    if (!isObject(field)) continue;
    const value = sampleValue(field, key);
    if (value !== undefined) values[key] = value;
  }
  return values;
}
