import { ApiError } from '../../lib/api';
import type { OrderRequest } from '../../../contract/api';
import { inputIdOf } from '../../forms';

/**
 * What the server said when it refused an order (docs/api.md: a 4xx answer whose `error` names
 * each field as `order_values.<path>: <reason>` and each file as
 * `attached_files_data_array[<n>] ("<name>"): <reason>`, several joined by "; "), in parts the
 * page can show with the field or the file named.
 */
export interface RefusalPart {
  /** The refused field's input id (`root_<path>`), when the part names a value. */
  fieldId?: string;
  /** The refused file's name, when the part names an attachment. */
  fileName?: string;
  reason: string;
}

const VALUES: keyof OrderRequest = 'order_values';
const FILES: keyof OrderRequest = 'attached_files_data_array';
const VALUE_PART = new RegExp(`^${VALUES}((?:\\.[^.\\s:[\\]]+|\\[\\d+\\])+): (.+)$`, 's');
const FILE_PART = new RegExp(`^${FILES}\\[\\d+\\] \\("(.+)"\\):? (.+)$`, 's');

function partOf(text: string): RefusalPart {
  const value = VALUE_PART.exec(text);
  if (value) {
    const path = value[1].split(/[.[\]]+/).filter(Boolean);
    return { fieldId: inputIdOf(path), reason: value[2] };
  }
  const file = FILE_PART.exec(text);
  if (file) return { fileName: file[1], reason: file[2] };
  return { reason: text };
}

/** The parts of a refusal's text. */
export function refusalParts(detail: string): RefusalPart[] {
  return detail.split('; ').map(partOf);
}

/**
 * The server's reason when it refused the order itself (a 4xx answer with a reason), which the
 * person can act on; undefined for failures on the way or on the server's side.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === undefined) return undefined;
  return error.status >= 400 && error.status < 500 ? error.detail : undefined;
}
