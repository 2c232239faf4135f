import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../../scripts/schema-check/checkFiles';
import { applyEdit } from '../../../studio/model/index.ts';
import { realSchemas } from './studioFiles';

describe('checkFiles: the schema checker on texts', () => {
  const files = realSchemas();

  it('finds nothing wrong with the shipped forms', () => {
    expect(checkFiles(files)).toEqual([]);
  });

  it('names the file, the place (as words and as keys) and the line of a problem', () => {
    const broken = applyEdit(files, {
      kind: 'updateField',
      form: 'order-rx',
      key: 'orfReferalName',
      changes: { messages: { maximum: 'Too much' } },
    });
    expect(checkFiles(broken)).toEqual([
      expect.objectContaining({
        file: 'order-rx/ui.json',
        path: 'orfReferalName.ui:options.errorMessages.maximum',
        at: ['orfReferalName', 'ui:options', 'errorMessages', 'maximum'],
        location: { line: expect.any(Number), column: 9 },
        message: expect.stringContaining('has no "maximum" rule'),
      }),
      expect.objectContaining({
        file: 'order-rx/es.json',
        message: expect.stringContaining('no es translation of "Too much"'),
      }),
    ]);
  });

  it('says where a syntax error is, and a form folder missing from forms.json', () => {
    const problems = checkFiles({
      ...files,
      'order-rx/ui.json': files['order-rx/ui.json']!.replace('"Referral",', '"Referral"'),
      'extra/schema.json': '{}',
    });
    expect(
      problems.map((problem) => [problem.file, problem.location?.line, problem.message]),
    ).toEqual(
      expect.arrayContaining([
        ['order-rx/ui.json', 13, expect.stringContaining('Expected a comma (,)')],
        [
          'forms.json',
          undefined,
          expect.stringContaining('The folder schemas/extra is not in this list'),
        ],
      ]),
    );
  });
});
