import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '../../../src/forms/core/formStatus';
import { sendBlockers, sendBlockersText } from '../../../src/forms/core/sendBlockers';
import { englishWords } from '../../../src/lib/i18n/words';

const fields = new Map<string, FieldDescription>([
  ['root_name', { name: 'Patient Name', initialValue: undefined }],
  ['root_phone', { name: 'Patient Phone', initialValue: undefined }],
  ['root_qty', { name: 'Panties quantity', initialValue: undefined }],
  ['root_agree', { name: 'I agree', initialValue: false }],
]);

describe('sendBlockers', () => {
  it('sorts fields with errors into missing (empty) and to correct, in drawing order', () => {
    const typed: Record<string, unknown> = { root_phone: '(555) 01', root_qty: 50 };
    const blockers = sendBlockers(
      ['root_qty', 'root_agree', 'root_phone', 'root_name'],
      fields,
      (id, field) => (id in typed ? typed[id] : field?.initialValue),
    );
    expect(blockers).toEqual({
      missing: [
        { id: 'root_name', name: 'Patient Name' },
        { id: 'root_agree', name: 'I agree' },
      ],
      invalid: [
        { id: 'root_phone', name: 'Patient Phone' },
        { id: 'root_qty', name: 'Panties quantity' },
      ],
    });
    expect(sendBlockersText(blockers, englishWords.form)).toBe(
      'Missing: Patient Name, I agree. To correct: Patient Phone, Panties quantity',
    );
  });

  it('names a field not drawn yet by its id, after the drawn ones', () => {
    const blockers = sendBlockers(['root_later', 'root_name'], fields, () => undefined);
    expect(blockers.missing.map((field) => field.name)).toEqual(['Patient Name', 'root_later']);
  });

  it('says nothing when nothing blocks', () => {
    expect(
      sendBlockersText(
        sendBlockers([], fields, () => undefined),
        englishWords.form,
      ),
    ).toBe('');
  });
});
