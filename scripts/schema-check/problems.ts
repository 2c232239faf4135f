import { pathKey, type JsonLocation, type JsonPath, type ParsedJson } from './jsonLocations.ts';

/** One mistake in one file, said so that the person who edits the file can fix it. */
export interface Problem {
  /** Relative to the project, with `/` separators: `schemas/order-rx/ui.json`. */
  file: string;
  /** Where in the file, in the file kind's own notation; absent for a file-level problem. */
  path?: string;
  location?: JsonLocation;
  /** The same place as keys and list positions, for a program to find it (the studio). */
  at?: JsonPath;
  message: string;
  /** Worth a look, but the form works: reported without stopping a build or a start. */
  warning?: true;
}

/** How a file kind writes a path: schema.json as a JSON Pointer, ui.json as dotted keys. */
export type PathStyle = 'pointer' | 'dotted';

export function formatPath(path: JsonPath, style: PathStyle): string {
  if (style === 'pointer') return path.length === 0 ? '/' : pathKey(path);
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

/** Problems that stop a build or a start; warnings are only said. */
export const errorsOf = (problems: Problem[]) => problems.filter((problem) => !problem.warning);
export const warningsOf = (problems: Problem[]) => problems.filter((problem) => problem.warning);

export function formatProblem({ file, path, location, message }: Problem): string {
  if (path) {
    const line = location ? ` (line ${location.line})` : '';
    return `${file} at ${path}${line}: ${message}`;
  }
  const position = location ? ` at line ${location.line}, column ${location.column}` : '';
  return `${file}${position}: ${message}`;
}

/** The parts of a condition; written twice, they are two conditions that belong in `allOf`. */
const CONDITION_KEYS = new Set(['if', 'then', 'else']);

/** Collects the problems of one parsed file, each with its path and line. */
export class FileProblems {
  readonly problems: Problem[] = [];

  constructor(
    readonly file: string,
    private readonly parsed: ParsedJson,
    private readonly style: PathStyle,
  ) {}

  add(path: JsonPath, message: string): void {
    this.problems.push({ file: this.file, ...this.place(path), message });
  }

  warn(path: JsonPath, message: string): void {
    this.problems.push({ file: this.file, ...this.place(path), message, warning: true });
  }

  // A problem with the whole file points at no place in it.
  private place(path: JsonPath): Pick<Problem, 'path' | 'location' | 'at'> {
    if (path.length === 0) return {};
    return {
      path: formatPath(path, this.style),
      location: this.parsed.locations.get(pathKey(path)),
      at: path,
    };
  }

  /** Reports each key written twice in one object of this file. */
  addDuplicateKeys(): void {
    for (const { path, key, first } of this.parsed.duplicates) {
      const twice = `"${key}" is written twice in the same place (first on line ${first.line}).`;
      this.add(
        path,
        CONDITION_KEYS.has(key)
          ? `${twice} A form can have several conditions, but each needs its own "if"/"then": put them in a list, "allOf": [ { "if": ..., "then": ... }, { "if": ..., "then": ... } ], instead of deleting one (docs/editing-forms.md, "Several conditions on one form").`
          : `${twice} Only the last one would count; delete one of them.`,
      );
    }
  }
}
