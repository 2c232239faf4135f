import { errorId } from '@rjsf/utils';

/** `aria-describedby` of a control: its visible error, when there is one. */
export function describedBy(id: string, error: string | undefined): string | undefined {
  return error ? errorId(id) : undefined;
}
