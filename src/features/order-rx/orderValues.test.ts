import { describe, expect, it } from 'vitest';
import { isOrderFilled, patientPhone } from './orderValues';

describe('order values', () => {
  it('counts the order as filled with a patient name and a complete phone', () => {
    expect(isOrderFilled({ orfPatientName: 'Jane', orfPhone: '(555) 010-0123' })).toBe(true);
    expect(isOrderFilled({ orfPatientName: '  ', orfPhone: '(555) 010-0123' })).toBe(false);
    expect(isOrderFilled({ orfPatientName: 'Jane', orfPhone: '(555) 010' })).toBe(false);
    expect(isOrderFilled({ orfPatientName: 'Jane' })).toBe(false);
    expect(isOrderFilled({})).toBe(false);
  });

  it('reads the patient phone as text', () => {
    expect(patientPhone({ orfPhone: '(555) 010-0123' })).toBe('(555) 010-0123');
    expect(patientPhone({ orfPhone: 5550100123 })).toBe('');
  });
});
