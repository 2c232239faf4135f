/**
 * The written-order rules of schemas/order-rx (NPI, Dx codes, order date, signature), checked
 * by the validator the site ships: precompiled at build time, with the NPI check imported from
 * contract/formats.ts like the server's.
 */
import { describe, expect, it } from 'vitest';
import orderRxValidator from '../../../schemas/order-rx/schema.json?validator';
import { validateValues } from '../../forms';
import { orderRxSchema, orderRxUiSchema } from './orderRxFiles';

const required = { orfPatientName: 'Jane Roe', orfPhone: '(555) 010-0123' };

const messagesFor = (values: Record<string, unknown>) =>
  Object.fromEntries(
    validateValues(orderRxValidator, { ...required, ...values }, orderRxSchema, orderRxUiSchema),
  );

describe('prescriber NPI', () => {
  it('accepts a valid NPI, and none at all', () => {
    expect(messagesFor({ orfFooterNpi: '1234567893' })).toEqual({});
    expect(messagesFor({})).toEqual({});
  });

  it('refuses a wrong check digit with a message that says so', () => {
    expect(messagesFor({ orfFooterNpi: '1234567890' })).toEqual({
      root_orfFooterNpi:
        "Enter the prescriber's 10-digit NPI: this one fails the NPI check digit, look for a typo",
    });
  });

  it('asks for 10 digits when the NPI is short or holds letters, not for a check digit', () => {
    for (const npi of ['12345', '12345678a3']) {
      expect(messagesFor({ orfFooterNpi: npi })).toEqual({
        root_orfFooterNpi: 'Enter the 10-digit NPI (digits only)',
      });
    }
  });
});

describe('Dx codes', () => {
  const dxMessage =
    'Enter ICD-10 codes like N39.498 (capital letters), several separated by commas';

  it.each(['N39.498', 'N39.498, R32', 'M1A.0', 'U07.1,R32', 'E11.65 , Z79.4', 'R32'])(
    'accepts %s',
    (code) => {
      expect(messagesFor({ orfAddonsTitleDxCode: code, orfEdemaTitleDxCode: code })).toEqual({});
    },
  );

  it.each(['N39498', 'n39.498', '39.4', 'N39.', 'N39.49812', 'N39.498;R32', 'N39.498,'])(
    'refuses %s with the clear message',
    (code) => {
      expect(messagesFor({ orfMobilityTitleDxCode: code })).toEqual({
        root_orfMobilityTitleDxCode: dxMessage,
      });
    },
  );
});

describe('order date and signature', () => {
  it('takes the order date as a date', () => {
    expect(messagesFor({ orfFooterD: '2026-11-23' })).toEqual({});
    expect(messagesFor({ orfFooterD: '23/11/2026' })).toHaveProperty('root_orfFooterD');
  });

  it('needs no signature to send, and takes a drawn one as a PNG data URL only', () => {
    expect(messagesFor({ orfSignature: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({});
    expect(messagesFor({ orfSignature: 'data:text/html;base64,PGI+' })).toHaveProperty(
      'root_orfSignature',
    );
    expect(
      messagesFor({ orfSignatureName: 'Alan Smith, MD', orfSignatureAttestation: true }),
    ).toEqual({});
  });

  it('tells the person that a typed name counts only with its box ticked', () => {
    const message = {
      root_orfSignatureAttestation:
        'Tick this box for the typed name to count as the signature, or clear the name',
    };
    // The box is false by default (schema.json), so a form always has it.
    expect(
      messagesFor({ orfSignatureName: 'Alan Smith, MD', orfSignatureAttestation: false }),
    ).toEqual(message);
    expect(messagesFor({ orfSignatureAttestation: false })).toEqual({});
  });

  it('applies the signature rules to sign here only, the default', () => {
    const typedUnticked = { orfSignatureName: 'Alan Smith, MD', orfSignatureAttestation: false };
    const badDrawing = { orfSignature: 'data:text/html;base64,PGI+' };
    for (const orfWhoSigns of [undefined, 'here']) {
      expect(messagesFor({ orfWhoSigns, ...typedUnticked })).toHaveProperty(
        'root_orfSignatureAttestation',
      );
      expect(messagesFor({ orfWhoSigns, ...badDrawing })).toHaveProperty('root_orfSignature');
    }
    // With the signed Rx attached, the fields are not shown, so their rules do not apply.
    expect(messagesFor({ orfWhoSigns: 'attached', ...typedUnticked, ...badDrawing })).toEqual({});
  });
});
