import { describe, expect, it } from 'vitest';
import { usDate } from '../../lib/document';
import { signingStatement } from './signing';

const today = new Date(2026, 10, 23, 14, 5);
const drawing = 'data:image/png;base64,iVBORw0KGgo=';

describe('signingStatement', () => {
  it('says the order was signed by drawing, with the order date', () => {
    expect(signingStatement({ orfSignature: drawing, orfFooterD: '2026-11-20' }, today, 0)).toBe(
      'Signed by drawing, 11/20/2026',
    );
  });

  it('names the prescriber who typed a name and ticked the attestation', () => {
    const values = { orfSignatureName: ' Alan Smith, MD ', orfSignatureAttestation: true };
    expect(signingStatement(values, today, 0)).toBe(
      'Electronically signed by Alan Smith, MD, 11/23/2026',
    );
  });

  it('does not count a typed name without the attestation, or an empty order', () => {
    expect(signingStatement({ orfSignatureName: 'Alan Smith' }, today, 0)).toBe('Not signed');
    expect(signingStatement({ orfSignatureAttestation: true }, today, 0)).toBe('Not signed');
    expect(signingStatement({ orfSignature: 'data:text/html,<b>' }, today, 0)).toBe('Not signed');
    expect(signingStatement({}, today, 0)).toBe('Not signed');
  });

  it('points to the attached Rx only when something is attached', () => {
    expect(signingStatement({}, today, 1)).toBe('Not signed: see attached Rx');
    expect(signingStatement({ orfSignature: drawing, orfFooterD: '2026-11-20' }, today, 2)).toBe(
      'Signed by drawing, 11/20/2026',
    );
  });

  it('says an order sent to the practitioner is out for signing, whatever else it holds', () => {
    const sent = { orfWhoSigns: 'practitioner', orfFooterDr: 'Ann Smith' };
    expect(signingStatement(sent, today, 0)).toBe('Sent to the practitioner to sign');
    expect(signingStatement(sent, today, 1)).toBe('Sent to the practitioner to sign');
    expect(signingStatement({ orfWhoSigns: 'here', orfSignature: drawing }, today, 0)).toBe(
      'Signed by drawing, 11/23/2026',
    );
  });

  it('writes dates month first', () => {
    expect(usDate(new Date(2026, 0, 5))).toBe('01/05/2026');
  });
});
