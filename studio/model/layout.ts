/**
 * Lays out new JSON text the way Prettier (the project's formatter, print width 100) lays out the
 * schema files, so a studio edit leaves `npm run format:check` clean:
 * - a list goes on one line when it fits, else one item a line; a list of two or more objects
 *   (or lists) with more than one member each always takes one item a line;
 * - an object Prettier found on one line stays on one line when it fits (`keep`); an object the
 *   studio writes anew is laid out over several lines, except a small flat one inside a list,
 *   such as a choice `{ "const": "a", "title": "A" }` (`fresh`).
 */
export type LayoutStyle = 'keep' | 'fresh';

export interface LayoutPlace {
  /** The indentation of the line the value starts on. */
  indent: string;
  /** One level of indentation. */
  unit: string;
  /** The column the value starts at. */
  column: number;
  /** Characters after the value on its last line (a comma, closing brackets). */
  tail: number;
  style: LayoutStyle;
}

const PRINT_WIDTH = 100;

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isContainer = (value: unknown) => typeof value === 'object' && value !== null;
const size = (value: unknown) =>
  Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : 0;

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isObject(value)) {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`,
    );
    return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Prettier breaks `[{…}, {…}]` (and `[[…], […]]`) whatever the width. */
function listMustBreak(list: unknown[]): boolean {
  return (
    list.length > 1 &&
    list.every(
      (item) =>
        isContainer(item) && Array.isArray(item) === Array.isArray(list[0]) && size(item) > 1,
    )
  );
}

function mayBeOneLine(value: unknown, place: LayoutPlace, inList: boolean): boolean {
  if (Array.isArray(value)) return !listMustBreak(value);
  if (!isObject(value) || size(value) === 0) return true;
  if (place.style === 'keep') return true;
  return inList && Object.values(value).every((item) => !isContainer(item));
}

export function layoutValue(value: unknown, place: LayoutPlace, inList = false): string {
  if (!isContainer(value) || size(value) === 0) return oneLine(value);
  const flat = oneLine(value);
  if (
    mayBeOneLine(value, place, inList) &&
    !flat.includes('\n') &&
    place.column + flat.length + place.tail <= PRINT_WIDTH &&
    childrenMayBeOneLine(value, place)
  ) {
    return flat;
  }
  const inner = place.indent + place.unit;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => ['', item])
    : Object.entries(value).map(([key, item]) => [`${JSON.stringify(key)}: `, item]);
  const lines = entries.map(([label, item], index) => {
    const tail = index < entries.length - 1 ? 1 : 0;
    const child = layoutValue(
      item,
      { ...place, indent: inner, column: inner.length + label.length, tail },
      Array.isArray(value),
    );
    return `${inner}${label}${child}`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${place.indent}${close}`;
}

/** A one-line value holds only members that would themselves be written on one line. */
function childrenMayBeOneLine(value: unknown, place: LayoutPlace): boolean {
  const items = Array.isArray(value) ? value : Object.values(value as Plain);
  return items.every(
    (item) =>
      !isContainer(item) ||
      size(item) === 0 ||
      (mayBeOneLine(item, place, Array.isArray(value)) && childrenMayBeOneLine(item, place)),
  );
}
