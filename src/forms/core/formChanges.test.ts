import { describe, expect, it } from 'vitest';
import { valuesDiffer } from './formChanges';

describe('valuesDiffer', () => {
  const initial = { consent: false };

  it('is false for the initial values, whatever the key order or emptied fields', () => {
    expect(valuesDiffer({ consent: false }, initial)).toBe(false);
    expect(valuesDiffer({ name: undefined, consent: false, email: '' }, initial)).toBe(false);
  });

  it('is true once a value differs', () => {
    expect(valuesDiffer({ consent: true }, initial)).toBe(true);
    expect(valuesDiffer({ consent: false, name: 'Jane' }, initial)).toBe(true);
    expect(valuesDiffer({}, initial)).toBe(true);
  });
});
