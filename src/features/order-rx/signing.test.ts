import { describe, expect, it } from 'vitest';
import { usDate } from '../../lib/document';
import { NOT_SIGNED_TEXT, signingStatement } from './signing';

const today = new Date(2026, 10, 23, 14, 5);
const drawing = 'data:image/png;base64,iVBORw0KGgo=';

describe('signingStatement', () => {
  it('says the order was signed by drawing, with the order date', () => {
    expect(signingStatement({ orfSignature: drawing, orfFooterD: '2026-11-20' }, today)).toBe(
      'Signed by drawing, 11/20/2026',
    );
  });

  it('names the prescriber who typed a name and ticked the attestation', () => {
    const values = { orfSignatureName: ' Alan Smith, MD ', orfSignatureAttestation: true };
    expect(signingStatement(values, today)).toBe(
      'Electronically signed by Alan Smith, MD, 11/23/2026',
    );
  });

  it('does not count a typed name without the attestation, or an empty order', () => {
    expect(signingStatement({ orfSignatureName: 'Alan Smith' }, today)).toBe(NOT_SIGNED_TEXT);
    expect(signingStatement({ orfSignatureAttestation: true }, today)).toBe(NOT_SIGNED_TEXT);
    expect(signingStatement({ orfSignature: 'data:text/html,<b>' }, today)).toBe(NOT_SIGNED_TEXT);
    expect(signingStatement({}, today)).toBe(NOT_SIGNED_TEXT);
  });

  it('writes dates month first', () => {
    expect(usDate(new Date(2026, 0, 5))).toBe('01/05/2026');
  });
});
