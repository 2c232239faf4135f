import { describe, expect, it } from 'vitest';
import type { FormEntry } from '../../contract/catalog';
import { composeSubmissionMessage } from './message';
import type { Submission } from './submission';
import type { CheckedForm } from './formCatalog';

function submissionOf(id: string, title: string): Submission {
  const form = { entry: { id, title } as FormEntry } as CheckedForm;
  return {
    form,
    reference: 'F-7K3M9QXA',
    formVersion: '2026-11-23',
    locale: 'en',
    values: {},
    pdf: Buffer.from('%PDF-'),
    files: [],
    fingerprint: '',
  };
}

describe('composeSubmissionMessage', () => {
  it.each([
    ['order-rx', 'Order Rx Form'],
    ['returns', 'Return or Repair'],
  ])('names the %s form in a sentence that reads right whatever its title', (id, title) => {
    const { text } = composeSubmissionMessage(
      submissionOf(id, title),
      new Date('2026-11-26T10:00:00Z'),
      { to: 'orders@example.com', from: 'forms@example.com' },
    );
    expect(String(text).split('\n')[0]).toBe(`The form "${title}" was received through Rx Forms.`);
  });
});
