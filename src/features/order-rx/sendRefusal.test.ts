import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { refusalOf, refusalParts } from './sendRefusal';

describe('refusalParts', () => {
  it("names each field by its input id and each file by its name, with the server's reason", () => {
    const detail =
      'order_values.orfFooterNpi: Enter a 10-digit NPI; order_values.rows[0].qty: At most 5; ' +
      'attached_files_data_array[1] ("rx scan (1).pdf"): its content is not a application/pdf file';
    expect(refusalParts(detail)).toEqual([
      { fieldId: 'root_orfFooterNpi', reason: 'Enter a 10-digit NPI' },
      { fieldId: 'root_rows_0_qty', reason: 'At most 5' },
      { fileName: 'rx scan (1).pdf', reason: 'its content is not a application/pdf file' },
    ]);
  });

  it('reads a file over its size (413) and keeps a text it cannot place whole', () => {
    expect(refusalParts('attached_files_data_array[0] ("big.png") is larger than 10 MB')).toEqual([
      { fileName: 'big.png', reason: 'is larger than 10 MB' },
    ]);
    expect(refusalParts('Request body is too large (the limit is 21 MB)')).toEqual([
      { reason: 'Request body is too large (the limit is 21 MB)' },
    ]);
  });
});

describe('refusalOf', () => {
  const refused = (status: number, detail?: string) =>
    new ApiError(`POST /x answered HTTP ${status}`, status, { detail });
  it("is the server's reason for a 4xx answer only", () => {
    expect(refusalOf(refused(400, 'order_values.x: bad'))).toBe('order_values.x: bad');
    expect(refusalOf(refused(413, 'too large'))).toBe('too large');
    expect(refusalOf(refused(400))).toBeUndefined();
    expect(refusalOf(refused(502, 'could not be e-mailed'))).toBeUndefined();
    expect(refusalOf(new ApiError('POST /x failed: TypeError'))).toBeUndefined();
    expect(refusalOf(new Error('x'))).toBeUndefined();
  });
});
