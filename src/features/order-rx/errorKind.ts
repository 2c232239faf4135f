import { ApiError } from '../../lib/api';

/**
 * A short, patient-free description of a failure for the console: the HTTP status or the
 * error's name, never its message (a PDF or file error could quote form content).
 */
export function errorKind(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === undefined ? 'network error' : `HTTP ${error.status}`;
  }
  return error instanceof Error ? error.name : typeof error;
}
