import { describe, expect, it } from 'vitest';
import { orderRxUiSchema } from './orderRxDefinition';
import { signingChoiceOf, withoutWhoSigns } from './sendForSignature';

const patientMessage = { number: '15550100123', text: 'Sent.' };
const sendToSign = {
  orfWhoSigns: 'practitioner',
  orfFooterDr: 'Alan Smith, MD',
  orfPreparedBy: 'Dana Reyes',
};

describe('signingChoiceOf', () => {
  it('is nothing unless the order is sent to the practitioner to sign', () => {
    expect(signingChoiceOf({}, patientMessage)).toBeUndefined();
    expect(signingChoiceOf({ orfWhoSigns: 'here' }, patientMessage)).toBeUndefined();
    expect(signingChoiceOf({ orfWhoSigns: 'attached' }, patientMessage)).toBeUndefined();
  });

  it('sends the link to the e-mail, the mobile number or both, as given', () => {
    const email = { ...sendToSign, orfSignerEmail: ' a.smith@clinic.org ' };
    expect(signingChoiceOf(email, patientMessage)).toEqual({
      preparedBy: 'Dana Reyes',
      practitionerName: 'Alan Smith, MD',
      email: 'a.smith@clinic.org',
      patientMessage,
    });
    const both = { ...email, orfSignerMobile: '(555) 010-0777', orfFooterNpi: '1234567893' };
    expect(signingChoiceOf(both, patientMessage)).toMatchObject({
      mobile: '15550100777',
      email: 'a.smith@clinic.org',
      practitionerNpi: '1234567893',
    });
  });
});

describe('withoutWhoSigns', () => {
  it('hides the choice and keeps the rest of the form as it is', () => {
    const hidden = withoutWhoSigns(orderRxUiSchema);
    expect(hidden.orfWhoSigns['ui:widget']).toBe('hidden');
    expect(hidden['ui:options']).toBe(orderRxUiSchema['ui:options']);
    expect(orderRxUiSchema.orfWhoSigns['ui:widget']).toBe('radio');
  });
});
