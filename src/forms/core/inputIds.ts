import type { RJSFValidationError } from '@rjsf/utils';

/** rjsf's id convention: `root` + the value's path, joined with `_`. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

/** The input id of the value at `path`, following rjsf's `root_<path>` convention. */
export function inputIdOf(path: readonly (string | number)[]): string {
  return [ID_PREFIX, ...path].join(ID_SEPARATOR);
}

/** The path of the value an error is about (rjsf writes it `.a.b`). */
export function errorPath(error: RJSFValidationError): string[] {
  return (error.property ?? '').split('.').filter(Boolean);
}

/** The input id an error belongs to. */
export function errorInputId(error: RJSFValidationError): string {
  return inputIdOf(errorPath(error));
}
