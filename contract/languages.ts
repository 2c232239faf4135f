/**
 * The languages of the site and the small helpers every page needs to speak them, kept apart
 * from the words themselves so the first script of a page carries only these.
 */

/** The languages a person may fill a form in; the supplier's copy is always English. */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** Each language's name in that language, as the switch shows it. */
export const languageNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The one placeholder filler: a template's parts in order, each `{name}` replaced by what
 * `fill` gives for it; a placeholder `fill` knows nothing of (undefined) stays as written.
 */
export function fillParts<T>(
  template: string,
  fill: (name: string) => T | undefined,
): (string | T)[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const filled = name === undefined ? undefined : fill(name);
    return filled === undefined ? part : filled;
  });
}

/** A text with `{name}` placeholders filled in; an unknown placeholder stays as written. */
export function fillIn(template: string, values: Record<string, unknown>): string {
  return fillParts(template, (name) =>
    Object.hasOwn(values, name) ? String(values[name]) : undefined,
  ).join('');
}
