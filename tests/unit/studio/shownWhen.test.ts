/** What the studio tells staff about when a field shows, on the real order form. */
import { describe, expect, it } from 'vitest';
import { readForm } from '../../../studio/model/index.ts';
import { fieldsOf } from '../../../studio/ui/src/editor/outline';
import { fieldsOnOtherConditions, shownWhen } from '../../../studio/ui/src/editor/shownWhen';
import { realSchemas } from './studioFiles';

const form = readForm(realSchemas(), 'order-rx');
const field = (key: string) => fieldsOf(form).get(key)!;

describe('when a field shows', () => {
  it('says nothing of a field always on the form', () => {
    expect(shownWhen(form, field('orfPatientName'))).toBeUndefined();
  });

  it('names the field and the choice of a condition the studio edits', () => {
    expect(shownWhen(form, field('orfSignerMobile'))).toBe(
      'Shown only when “Who signs?” is “Send it to the practitioner to sign” (the whole form’s conditions).',
    );
  });

  it('says a field of a condition kept as written is shown on a condition too', () => {
    expect(shownWhen(form, field('orfSignature'))).toMatch(/^Shown only while a condition/);
    expect(fieldsOnOtherConditions(form).map((each) => each.key)).toEqual([
      'orfSignature',
      'orfSignatureName',
      'orfSignatureAttestation',
    ]);
  });
});
