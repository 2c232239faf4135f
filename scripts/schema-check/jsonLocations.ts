/**
 * Reads JSON and remembers where every value sits (line, column) and which keys are written twice
 * in one object, on jsonc-parser's `visit`. `JSON.parse` gives neither: it keeps the last of two
 * equal keys without a word, and its syntax messages are written for programmers; here the first
 * syntax error is said in the words of docs/editing-forms.md, at its line and column.
 */
import { printParseErrorCode, visit, type JSONPath, type ParseErrorCode } from 'jsonc-parser';

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

/** What the reader expected where the first error is: it decides the words of the message. */
type Expecting = 'name' | 'value' | 'next';

const at = (line: number, character: number): JsonLocation => ({
  line: line + 1,
  column: character + 1,
});

const WORD = /[A-Za-z_$][\w$]*/y;

function unexpected(text: string, offset: number, expecting: Expecting): string {
  const char = text[offset];
  if (expecting === 'name') {
    return 'Expected a name in double quotes here, like "title". Names must be written in double quotes; a comma or a "}" may be missing or extra just before.';
  }
  if (char === "'")
    return 'Text must be written between double quotes ("), not single quotes (\').';
  WORD.lastIndex = offset;
  const shown = WORD.exec(text)?.[0] ?? char;
  return `Unexpected ${JSON.stringify(shown)}. A value is text in double quotes, a number, true, false, null, a list [...] or a group {...}.`;
}

function missingComma(closer: string, atEnd: boolean): string {
  if (atEnd) return `The file ends too early: a closing "${closer}" is missing.`;
  return closer === '}'
    ? 'Expected a comma (,) or a closing "}" here. A comma is probably missing between two entries.'
    : 'Expected a comma (,) or a closing "]" here. A comma is probably missing between two items.';
}

interface ErrorContext {
  text: string;
  offset: number;
  expecting: Expecting;
  /** The innermost open bracket: `}` in an object, `]` in a list. */
  closer: string;
  lastKey: string;
}

function syntaxMessage(code: ParseErrorCode, context: ErrorContext): string {
  const { text, offset, expecting, closer, lastKey } = context;
  const atEnd = offset >= text.length;
  switch (printParseErrorCode(code)) {
    case 'UnexpectedEndOfString':
      return 'This text has no closing double quote (") on its line.';
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return 'A backslash (\\) in text must be followed by ", \\, /, b, f, n, r, t or u and 4 hex digits. To write a backslash itself, write two: \\\\.';
    case 'EndOfFileExpected':
      return 'There is more text after the end of the file\'s content. Everything must be inside the outer "{" and "}"; remove the extra text or a "}" too many.';
    case 'ColonExpected':
      return `Expected a colon (:) after the name "${lastKey}".`;
    case 'CommaExpected':
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      return missingComma(closer, atEnd);
    case 'PropertyNameExpected':
      if (text[offset] === '}') {
        return 'Remove the comma before this "}": the last entry of a group has no comma after it.';
      }
      return atEnd ? missingComma('}', true) : unexpected(text, offset, 'name');
    case 'ValueExpected':
      if (text[offset] === ']') {
        return 'Remove the comma before this "]": the last item of a list has no comma after it.';
      }
      if (atEnd)
        return 'The file ends too early: a value, a closing "}" or a closing "]" is missing.';
      return unexpected(text, offset, 'value');
    default:
      return unexpected(text, offset, expecting);
  }
}

/** Reads JSON text; throws JsonSyntaxError (with line and column) when it is not valid JSON. */
export function parseJsonWithLocations(source: string): ParsedJson {
  const text = source.replace(/^\uFEFF/, '');
  const locations = new Map<string, JsonLocation>();
  const duplicates: DuplicateKey[] = [];
  const objects: Map<string, JsonLocation>[] = [];
  const closers: string[] = [];
  let expecting: Expecting = 'value';
  let lastKey = '';
  let error: JsonSyntaxError | undefined;
  const place = (path: JSONPath, line: number, character: number) => {
    const key = pathKey(path);
    if (!locations.has(key)) locations.set(key, at(line, character));
  };
  const begin =
    (closer: string) =>
    (_o: number, _l: number, line: number, char: number, path: () => JSONPath) => {
      place(path(), line, char);
      closers.push(closer);
      if (closer === '}') objects.push(new Map());
      expecting = closer === '}' ? 'name' : 'value';
    };
  const end = () => {
    if (closers.pop() === '}') objects.pop();
    expecting = 'next';
  };
  visit(
    text,
    {
      onObjectBegin: begin('}'),
      onArrayBegin: begin(']'),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty: (key, _offset, _length, line, char, path) => {
        const location = at(line, char);
        const memberPath = [...path(), key];
        const seen = objects[objects.length - 1]!;
        const first = seen.get(key);
        if (first) duplicates.push({ path: memberPath, key, first, second: location });
        else seen.set(key, location);
        locations.set(pathKey(memberPath), location);
        lastKey = key;
        expecting = 'value';
      },
      onLiteralValue: (_value, _offset, _length, line, char, path) => {
        place(path(), line, char);
        expecting = 'next';
      },
      onSeparator: (separator) => {
        expecting =
          separator === ':' ? 'value' : closers[closers.length - 1] === '}' ? 'name' : 'value';
      },
      onError: (code, offset, _length, line, char) => {
        if (error) return;
        const closer = closers[closers.length - 1] ?? '}';
        const context = { text, offset, expecting, closer, lastKey };
        error = new JsonSyntaxError(syntaxMessage(code, context), at(line, char));
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  if (error) throw error;
  return { value: JSON.parse(text) as unknown, locations, duplicates };
}
