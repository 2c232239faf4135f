import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  formatsModule,
  jsonSyntaxProblem,
  sharingRootSchema,
  toEsModule,
  validatorModule,
} from '../../scripts/vite-plugin-form-validators';

const orderRxSchema = JSON.parse(
  readFileSync(new URL('../../schemas/order-rx/schema.json', import.meta.url), 'utf8'),
) as { required: string[] };

describe('the form validator generator', () => {
  it('turns ajv standalone CommonJS into an ES module', () => {
    const code = toEsModule(
      '"use strict";\nexports["abc"] = validate10;\nconst f = require("ajv/dist/runtime/ucs2length").default;\nconst g = require("ajv/dist/runtime/ucs2length");\n',
    );
    expect(code).toContain('import * as required0$ns from "ajv/dist/runtime/ucs2length";');
    expect(code).toContain('validateFns["abc"] = validate10;');
    expect(code).not.toMatch(/require\(|exports\[|use strict/);
    expect(code.match(/^import /gm)).toHaveLength(1);
    // One module, however the bundler hands a CommonJS namespace, reads as CommonJS exports.
    const unwrap = new Function('required0$ns', `${code.split('\n')[1]}; return required0;`);
    const exports = { __esModule: true, default: () => 'fn' };
    expect(unwrap({ default: exports })).toBe(exports);
    const built = { default: exports.default };
    expect(unwrap(built)).toBe(built);
  });

  it('keeps a validator whose hash ajv writes as a property (exports.bcc892d), not only exports["…"]', () => {
    const code = toEsModule(
      '"use strict";\nexports.bcc892d = validate10;\nexports["-1729a036"] = validate11;\n',
    );
    expect(code).toContain('validateFns.bcc892d = validate10;');
    expect(code).toContain('validateFns["-1729a036"] = validate11;');
    expect(code).not.toMatch(/exports/);
  });

  it('works from the schema text, so an edited schema gets a new validator', () => {
    const edited = { ...orderRxSchema, required: [...orderRxSchema.required, 'orfDob'] };
    const before = validatorModule('/s/schema.json', JSON.stringify(orderRxSchema));
    const after = validatorModule('/s/schema.json', JSON.stringify(edited));
    expect(after).not.toBe(before);
    expect(after).toContain('"orfDob"');
    expect(after).toContain('import schema from "/s/schema.json";');
  });

  it('points the root schema ajv writes out at the schema module instead of a second copy', () => {
    const code = validatorModule('/s/schema.json', JSON.stringify(orderRxSchema));
    expect(code).toMatch(/^const schema\d+ = \{ \.\.\.schema, \$id: "[-\w]+" \};$/m);
    expect(code).not.toContain('"title":"Order Rx Form"');
    // A literal that is not exactly the schema file (a subschema) is kept as ajv wrote it.
    const other = 'const schema12 = {"const":"here","$id":"1a"};';
    expect(sharingRootSchema(other, orderRxSchema)).toBe(other);
  });

  it('hands each validator only the formats it reads, ajv-formats only for one of its own', () => {
    const code = validatorModule('/s/schema.json', JSON.stringify(orderRxSchema));
    expect(code).toContain('from "virtual:rx-form-formats?date,npi";');
    expect(formatsModule(['date', 'npi'])).not.toContain('ajv-formats');
    const withUri = formatsModule(['date', 'uri']);
    expect(withUri).toContain("import * as ajvFormats from 'ajv-formats/dist/formats';");
    expect(withUri).toContain('"uri": ajvFormats.fullFormats["uri"],');
    expect(withUri).toContain('"date": customFormats["date"],');
  });

  it("names the file and line of a schema that is not valid JSON, not JSON.parse's stack", () => {
    const broken = '{\n  "title": "Sample",\n  "type": "object"\n  "properties": {}\n}\n';
    const file = `${process.cwd()}/schemas/sample/schema.json`;
    expect(jsonSyntaxProblem(file, broken)).toBe(
      'schemas/sample/schema.json at line 4, column 3: Expected a comma (,) or a closing "}" here. A comma is probably missing between two entries.',
    );
    expect(jsonSyntaxProblem(file, JSON.stringify(orderRxSchema))).toBeUndefined();
  });
});
