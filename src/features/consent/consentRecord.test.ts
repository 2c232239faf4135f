import { describe, expect, it } from 'vitest';
import { buildConsentRecord, pageUrlOf } from './consentRecord';
import {
  consentInitialValues,
  consentTextShown,
  consentTextVersion,
  consentUiSchema,
} from './consentDefinition';

const proof = {
  consentText: 'I agree.',
  consentTextVersion: '2026-11-01',
  pageUrl: 'https://forms.example.com/conset-messages-form',
  consentedAt: '2026-11-22T10:00:00.000Z',
};
const values = {
  name: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(555) 010-0199',
  consent: true,
};

describe('buildConsentRecord', () => {
  it('joins the values and the proof into the flat body the API expects', () => {
    expect(buildConsentRecord(values, proof)).toEqual({ ...values, ...proof, answers: {} });
  });

  it('sends every other value the form has beside the fixed fields', () => {
    const withAdded = { ...values, preferredTime: 'evening', language: undefined };
    expect(buildConsentRecord(withAdded, proof).answers).toEqual({ preferredTime: 'evening' });
  });

  it('refuses values without consent or with a missing field', () => {
    expect(() => buildConsentRecord({ ...values, consent: false }, proof)).toThrow(/consent/);
    expect(() => buildConsentRecord({ ...values, email: undefined }, proof)).toThrow(/email/);
  });
});

describe('pageUrlOf', () => {
  it('drops query and fragment', () => {
    expect(pageUrlOf({ origin: 'https://a.example', pathname: '/conset-messages-form' })).toBe(
      'https://a.example/conset-messages-form',
    );
  });
});

describe('consent schema files', () => {
  it('start with the box unchecked', () => {
    expect(consentInitialValues).toEqual({ consent: false });
  });

  it('hold the required wording and a version', () => {
    const shown = consentTextShown(consentUiSchema, {
      company: 'Acme Medical',
      website: 'https://acme.example',
    });
    for (const phrase of [
      'Acme Medical',
      'automated text messages',
      'Message frequency varies',
      'Message and data rates may apply',
      'Reply STOP to opt out',
      'HELP for help',
      'Consent is not a condition of purchase',
      'Privacy Notice',
    ]) {
      expect(shown).toContain(phrase);
    }
    expect(shown).not.toMatch(/[{}]/);
    expect(consentTextVersion).toMatch(/\S/);
  });
});
