/**
 * A JSON reader that remembers where every value sits (line, column) and notices a key written
 * twice in one object. `JSON.parse` gives neither: it keeps the last of two equal keys without a
 * word, and its syntax messages are written for programmers.
 */

/** Keys and list positions from the top of the file down to a value. */
export type JsonPath = readonly (string | number)[];

export interface JsonLocation {
  line: number;
  column: number;
}

export interface DuplicateKey {
  path: JsonPath;
  key: string;
  first: JsonLocation;
  second: JsonLocation;
}

export interface ParsedJson {
  value: unknown;
  /** Where each value starts (an object member: where its key starts), by `pathKey(path)`. */
  locations: Map<string, JsonLocation>;
  duplicates: DuplicateKey[];
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly location: JsonLocation,
  ) {
    super(message);
  }
}

/** A map key for a path (the JSON Pointer form, which cannot be ambiguous). */
export function pathKey(path: JsonPath): string {
  return path.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

class Reader {
  private index = 0;
  readonly locations = new Map<string, JsonLocation>();
  readonly duplicates: DuplicateKey[] = [];

  constructor(private readonly text: string) {}

  read(): unknown {
    const value = this.value([]);
    this.skipWhitespace();
    if (this.index < this.text.length) {
      this.fail(
        'There is more text after the end of the file\'s content. Everything must be inside the outer "{" and "}"; remove the extra text or a "}" too many.',
      );
    }
    return value;
  }

  private location(index = this.index): JsonLocation {
    const before = this.text.slice(0, index);
    const line = before.split('\n').length;
    return { line, column: index - before.lastIndexOf('\n') };
  }

  private fail(message: string, index = this.index): never {
    throw new JsonSyntaxError(message, this.location(index));
  }

  private skipWhitespace() {
    while (WHITESPACE.has(this.text[this.index])) this.index++;
  }

  private peek(): string | undefined {
    this.skipWhitespace();
    return this.text[this.index];
  }

  private value(path: JsonPath): unknown {
    const char = this.peek();
    if (!this.locations.has(pathKey(path))) this.locations.set(pathKey(path), this.location());
    if (char === '{') return this.object(path);
    if (char === '[') return this.array(path);
    if (char === '"') return this.string();
    if (char === undefined) {
      this.fail('The file ends too early: a value, a closing "}" or a closing "]" is missing.');
    }
    return this.literal();
  }

  private literal(): unknown {
    NUMBER.lastIndex = this.index;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.index += number[0].length;
      return Number(number[0]);
    }
    WORD.lastIndex = this.index;
    const word = WORD.exec(this.text)?.[0];
    const literals: Record<string, unknown> = { true: true, false: false, null: null };
    if (word !== undefined && word in literals) {
      this.index += word.length;
      return literals[word];
    }
    if (this.text[this.index] === "'") {
      this.fail('Text must be written between double quotes ("), not single quotes (\').');
    }
    const shown = word ?? this.text[this.index];
    this.fail(
      `Unexpected ${JSON.stringify(shown)}. A value is text in double quotes, a number, true, false, null, a list [...] or a group {...}.`,
    );
  }

  private string(): string {
    const start = this.index;
    this.index++;
    let result = '';
    for (;;) {
      const char = this.text[this.index];
      if (char === undefined || char === '\n') {
        this.fail('This text has no closing double quote (") on its line.', start);
      }
      this.index++;
      if (char === '"') return result;
      if (char !== '\\') {
        result += char;
        continue;
      }
      const escaped = this.text[this.index++];
      if (escaped === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index, this.index + 4))) {
        result += String.fromCharCode(parseInt(this.text.slice(this.index, this.index + 4), 16));
        this.index += 4;
      } else if (escaped !== undefined && escaped in ESCAPES) {
        result += ESCAPES[escaped];
      } else {
        this.fail(
          'A backslash (\\) in text must be followed by ", \\, /, b, f, n, r, t or u and 4 hex digits. To write a backslash itself, write two: \\\\.',
          this.index - 2,
        );
      }
    }
  }

  private object(path: JsonPath): Record<string, unknown> {
    this.index++;
    const result: Record<string, unknown> = {};
    const seen = new Map<string, JsonLocation>();
    if (this.peek() === '}') {
      this.index++;
      return result;
    }
    for (;;) {
      const char = this.peek();
      if (char === '}')
        this.fail(
          'Remove the comma before this "}": the last entry of a group has no comma after it.',
        );
      if (char !== '"') {
        this.fail(
          char === undefined
            ? 'The file ends too early: a closing "}" is missing.'
            : 'Expected a name in double quotes here, like "title". Names must be written in double quotes; a comma or a "}" may be missing or extra just before.',
        );
      }
      const keyLocation = this.location();
      const key = this.string();
      const memberPath = [...path, key];
      const first = seen.get(key);
      if (first) this.duplicates.push({ path: memberPath, key, first, second: keyLocation });
      else seen.set(key, keyLocation);
      this.locations.set(pathKey(memberPath), keyLocation);
      if (this.peek() !== ':') this.fail(`Expected a colon (:) after the name "${key}".`);
      this.index++;
      result[key] = this.value(memberPath);
      const next = this.peek();
      this.index++;
      if (next === '}') return result;
      if (next !== ',') {
        this.fail(
          next === undefined
            ? 'The file ends too early: a closing "}" is missing.'
            : 'Expected a comma (,) or a closing "}" here. A comma is probably missing between two entries.',
          this.index - 1,
        );
      }
    }
  }

  private array(path: JsonPath): unknown[] {
    this.index++;
    const result: unknown[] = [];
    if (this.peek() === ']') {
      this.index++;
      return result;
    }
    for (;;) {
      if (this.peek() === ']')
        this.fail(
          'Remove the comma before this "]": the last item of a list has no comma after it.',
        );
      result.push(this.value([...path, result.length]));
      const next = this.peek();
      this.index++;
      if (next === ']') return result;
      if (next !== ',') {
        this.fail(
          next === undefined
            ? 'The file ends too early: a closing "]" is missing.'
            : 'Expected a comma (,) or a closing "]" here. A comma is probably missing between two items.',
          this.index - 1,
        );
      }
    }
  }
}

/** Reads JSON text; throws JsonSyntaxError (with line and column) when it is not valid JSON. */
export function parseJsonWithLocations(text: string): ParsedJson {
  const reader = new Reader(text.replace(/^\uFEFF/, ''));
  const value = reader.read();
  return { value, locations: reader.locations, duplicates: reader.duplicates };
}
