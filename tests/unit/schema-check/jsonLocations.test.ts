import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  JsonSyntaxError,
  parseJsonWithLocations,
  pathKey,
} from '../../../scripts/schema-check/jsonLocations';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function syntaxError(text: string): JsonSyntaxError {
  try {
    parseJsonWithLocations(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
  }
  throw new Error('expected a syntax error');
}

describe('parseJsonWithLocations', () => {
  it.each(['schemas/order-rx/schema.json', 'schemas/order-rx/ui.json', 'schemas/forms.json'])(
    'reads %s exactly as JSON.parse does',
    (file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      expect(parseJsonWithLocations(text).value).toEqual(JSON.parse(text));
    },
  );

  it('reads escapes, numbers and literals', () => {
    const text = '{"a": "x\\"\\\\\\n\\u00e9", "b": [-1.5e2, 0, true, false, null], "c": {}}';
    expect(parseJsonWithLocations(text).value).toEqual(JSON.parse(text));
  });

  it('remembers the line and column of each value and key', () => {
    const { locations } = parseJsonWithLocations('{\n  "a": {\n    "b": [1,\n      2]\n  }\n}');
    expect(locations.get(pathKey(['a']))).toEqual({ line: 2, column: 3 });
    expect(locations.get(pathKey(['a', 'b']))).toEqual({ line: 3, column: 5 });
    expect(locations.get(pathKey(['a', 'b', 1]))).toEqual({ line: 4, column: 7 });
  });

  it('reports a key written twice in one object, not in two objects', () => {
    const { duplicates } = parseJsonWithLocations('{"a": {"x": 1}, "b": {"x": 2, "x": 3}}');
    expect(duplicates).toEqual([
      {
        path: ['b', 'x'],
        key: 'x',
        first: { line: 1, column: 23 },
        second: { line: 1, column: 31 },
      },
    ]);
  });

  it.each([
    ['{"a": 1', 1, 8, 'The file ends too early: a closing "}" is missing.'],
    ['{"a": 1 "b": 2}', 1, 9, 'Expected a comma (,) or a closing "}" here.'],
    ['{"a": [1, 2,]}', 1, 13, 'Remove the comma before this "]"'],
    ['{"a": "b}', 1, 7, 'This text has no closing double quote (") on its line.'],
    ['{"a": yes}', 1, 7, 'Unexpected "yes".'],
    ['{"a": 1}}', 1, 9, 'There is more text after the end'],
  ])('%s: a syntax error at line %i, column %i', (text, line, column, message) => {
    const error = syntaxError(text);
    expect(error.location).toEqual({ line, column });
    expect(error.message).toContain(message);
  });
});
