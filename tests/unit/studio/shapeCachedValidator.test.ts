import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import {
  ShapeCachedValidator,
  validatingShape,
} from '../../../studio/ui/src/preview/shapeCachedValidator';
import { customFormats } from '../../../contract/formats';

const form = (label: string, maxLength = 20): RJSFSchema => ({
  type: 'object',
  title: 'Order',
  required: ['name'],
  properties: {
    name: { type: 'string', title: label, maxLength },
    // A field named like an annotation is a field, not an annotation.
    title: { type: 'string', title: 'Job title', description: 'As on the badge' },
    signer: { type: 'string', enum: ['me', 'other'] },
  },
  allOf: [
    {
      if: { properties: { signer: { const: 'other' } }, required: ['signer'] },
      then: { required: ['title'] },
    },
  ],
});

/** The validator, and how many validating functions ajv has compiled so far. */
const newValidator = () => {
  const validator = new ShapeCachedValidator({ customFormats });
  const compile = vi.spyOn(validator.ajv, 'compile');
  const compiled = () => new Set(compile.mock.results.map((result) => result.value)).size;
  return { validator, compiled };
};

describe("the studio preview's validator", () => {
  it('leaves out titles and descriptions, and keeps fields and data named like them', () => {
    expect(validatingShape(form('Referral Name'))).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', maxLength: 20 },
        title: { type: 'string' },
        signer: { type: 'string', enum: ['me', 'other'] },
      },
      allOf: form('x').allOf,
    });
  });

  it('compiles a form once while only its texts change, again when a rule changes', () => {
    const { validator, compiled } = newValidator();
    for (const label of ['Referral Name', 'Referral Name 1', 'Referral Name 2']) {
      validator.validateFormData({ name: 'Ann' }, form(label));
    }
    expect(compiled()).toBe(1);
    const { errors } = validator.validateFormData({ name: 'Ann Smith' }, form('Referral', 5));
    expect(compiled()).toBe(2);
    expect(errors.map((error) => error.name)).toEqual(['maxLength']);
  });

  it("names fields by the titles of the schema given, not the compiled one's", () => {
    const { validator } = newValidator();
    validator.validateFormData({}, form('Referral Name'));
    const edited = form('Name of the referrer');
    const { errors } = validator.validateFormData({ name: 'A very long name indeed' }, edited);
    expect(errors[0]).toMatchObject({ name: 'maxLength', title: 'Name of the referrer' });
    expect(errors[0]!.stack).toBe("'Name of the referrer' must NOT have more than 20 characters");
    const missing = validator.validateFormData({ signer: 'other' }, edited).errors;
    const required = missing.filter((error) => error.name === 'required');
    expect(required.map((error) => error.title).sort()).toEqual([
      'Job title',
      'Name of the referrer',
    ]);
  });

  it('answers whether a condition holds as ajv does, without compiling the form again', () => {
    const { validator, compiled } = newValidator();
    const [first, second] = [form('Referral Name'), form('Referral Name 1')];
    const condition = first.allOf![0] as { if: RJSFSchema };
    expect(validator.isValid(condition.if, { signer: 'other' }, first)).toBe(true);
    const before = compiled();
    expect(validator.isValid(condition.if, { signer: 'me' }, second)).toBe(false);
    expect(compiled()).toBe(before);
  });
});
