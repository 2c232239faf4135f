import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemasDir } from '../../../scripts/schema-check/checkForms';
import { formatProblem } from '../../../scripts/schema-check/problems';
import { widgetNames, widgetOptionKeys } from '../../../src/forms/registryNames';
import { fileTypes } from '../../../contract/files';
import { copyOfSchemas, editJson } from './editedCopy';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const fixturesDir = path.join(projectRoot, 'tests/fixtures/schema-check');

const widgetList = widgetNames.join(', ');
const quantityOptions = [...widgetOptionKeys.quantity, 'errorMessages', 'span'].join(', ');

/** Each fixture folder is the small valid form of `valid/` with one kind of mistake. */
const expected: Record<string, string[]> = {
  valid: [],
  'json-missing-comma': [
    'sample/ui.json at line 12, column 3: Expected a comma (,) or a closing "}" here. A comma is probably missing between two entries.',
  ],
  'json-trailing-comma': [
    'sample/schema.json at line 16, column 3: Remove the comma before this "}": the last entry of a group has no comma after it.',
  ],
  'json-single-quotes': [
    'sample/ui.json at line 11, column 14: Expected a name in double quotes here, like "title". Names must be written in double quotes; a comma or a "}" may be missing or extra just before.',
  ],
  'duplicate-key': [
    'sample/schema.json at /properties/walker (line 15): "walker" is written twice in the same place (first on line 14). Only the last one would count; delete one of them.',
  ],
  'not-json-schema': [
    'sample/schema.json at /properties/walker/type (line 14): This value is not allowed here. Use one of: "array", "boolean", "integer", "null", "number", "object", "string".',
  ],
  'wrong-schema-version': [
    'sample/schema.json at /$schema (line 2): The forms use JSON Schema draft-07: write "$schema": "http://json-schema.org/draft-07/schema#".',
  ],
  'required-not-a-field': [
    'sample/schema.json at /required/1 (line 5): "patientPhone" is listed as required but is not a field in "properties". Check the spelling, or remove it from "required".',
  ],
  'missing-title': [
    'sample/schema.json at /properties/walker (line 14): This field has no "title". Add "title": "..." with the label people see beside the box.',
  ],
  'max-length-zero': [
    'sample/schema.json at /properties/patientName/maxLength (line 7): The maximum length (maxLength) must be a whole number greater than 0, for example 50.',
  ],
  'cap-not-whole': [
    'sample/schema.json at /properties/walkerQty/maximum (line 15): The cap (maximum) must be a whole number greater than 0, for example 300.',
  ],
  'bad-pattern': [
    'sample/schema.json at /properties/phone/pattern (line 12): This "pattern" is not a valid rule (a regular expression). Undo the change, or ask a developer.',
  ],
  'ui-not-a-field': [
    'sample/ui.json at walkr (line 12): "walkr" is not a field in schema.json. Check the spelling, or add it to schema.json under "properties".',
  ],
  'unknown-setting': [
    'sample/ui.json at phone.ui:widgte (line 11): "ui:widgte" is not a setting the forms understand. Did you mean "ui:widget"? Check the spelling; known settings: ui:widget, ui:field, ui:options, ui:label, ui:title, ui:description, ui:help, ui:placeholder, ui:autocomplete, ui:autofocus, ui:disabled, ui:readonly, ui:classNames, ui:order, ui:emptyValue, ui:enumNames.',
  ],
  'unknown-widget': [
    `sample/ui.json at phone.ui:widget (line 11): "phnoe" is not a known widget. Did you mean "phone"? Use one of: ${widgetList}.`,
  ],
  'unknown-option': [
    `sample/ui.json at walkerQty.ui:options.capLable (line 12): "capLable" is not an option the "quantity" widget understands. Did you mean "capLabel"? Check the spelling; options it understands: ${quantityOptions}.`,
  ],
  'attachments-bad-limits': [
    'sample/ui.json at files.ui:options.maxFiles (line 16): "maxFiles" (how many files may be attached) must be a number above 0, like 5.',
    `sample/ui.json at files.ui:options.accept (line 16): "accept" must list the file types people may attach, each one of: ${Object.keys(fileTypes).join(', ')}. Not known: "text/html".`,
  ],
  'message-without-rule': [
    'sample/ui.json at phone.ui:options.errorMessages.required (line 13): There is a message for "required", but "phone" is not in the "required" list of schema.json, so the message would never show. Add "phone" to "required" in schema.json, or remove this message.',
  ],
  'section-unknown-field': [
    'sample/ui.json at ui:options.sections[1].fields[1] (line 5): "walkerQuantity" is not a field in schema.json. Check the spelling, or add it to schema.json under "properties".',
    'sample/ui.json at ui:options.sections (line 3): "walkerQty" is a field in schema.json but is in no section, so it would be drawn at the end of the form instead of where you expect. Add "walkerQty" to the "fields" of a section.',
  ],
  'section-field-missing': [
    'sample/ui.json at ui:options.sections (line 3): "walkerQty" is a field in schema.json but is in no section, so it would be drawn at the end of the form instead of where you expect. Add "walkerQty" to the "fields" of a section.',
  ],
  'section-field-twice': [
    'sample/ui.json at ui:options.sections[1].fields[2] (line 5): "phone" is already placed at ui:options.sections[0].fields[1]. A field can be in one place only; remove one of the two.',
  ],
  'section-unknown-setting': [
    'sample/ui.json at ui:options.sections[1].titel (line 5): "titel" is not a section setting. Did you mean "title"? Check the spelling; section settings: title, description, help, heading, fields, columns, width.',
  ],
  'section-bad-columns': [
    'sample/ui.json at ui:options.sections[1].columns (line 5): "columns" must be a whole number from 1 to 12.',
  ],
  'order-missing-field': [
    'sample/ui.json at ui:order (line 2): "walkerQty" is a field in schema.json but is missing from "ui:order", and the form cannot be drawn without it. Add "walkerQty" to the list (or add "*" to mean "all other fields").',
  ],
  'missing-ui-file': [
    'sample/ui.json: This file is missing. Every form folder needs a schema.json (the fields) and a ui.json (how they look).',
  ],
  // No false "unknown" for rjsf's standard widgets, list options, conditions, $ref, decimals.
  'standard-widgets': [],
  'typo-widget': [
    `sample/ui.json at phone.ui:widget (line 11): "radoi" is not a known widget. Did you mean "radio"? Use one of: ${widgetList}.`,
  ],
  // A warning: said by the checker, but it stops neither a build nor a start.
  'message-names-old-title': [
    'sample/ui.json at patientName.ui:options.errorMessages.required (line 9): The message "Patient Name is required" names "Patient Name", but the field\'s title is "Member name". If the field was renamed, change the message too, or remove it: the page then says "Member name is required".',
  ],
  'cap-label-differs': [
    'sample/ui.json at walkerQty.ui:options.capLabel (line 12): "capLabel" prints 3, but "maximum" of "walkerQty" in schema.json is 2: the page would show one cap and accept another. Remove "capLabel" (the page then prints "max 2") or make the two agree.',
  ],
  'typo-widget-options': [
    `sample/ui.json at phone.ui:widget (line 11): "textarae" is not a known widget. Did you mean "textarea"? Use one of: ${widgetList}.`,
  ],
  'condition-twice': ['if', 'then'].map(
    (key, i) =>
      `sample/schema.json at /${key} (line ${19 + i}): "${key}" is written twice in the same place (first on line ${17 + i}). A form can have several conditions, but each needs its own "if"/"then": put them in a list, "allOf": [ { "if": ..., "then": ... }, { "if": ..., "then": ... } ], instead of deleting one (docs/editing-forms.md, "Several conditions on one form").`,
  ),
  'then-unknown-field': [
    'sample/schema.json at /then/required/0 (line 44): "walkerQuantity" is listed as required but is not a field of the form (in "properties", or in a "then", "else", "dependencies" or "oneOf" part). Check the spelling, or add the field to "properties".',
  ],
  'min-items-over-max': [
    'sample/schema.json at /properties/walkers/minItems (line 34): "minItems" (3) is larger than "maxItems" (2), so no list could be valid. Make "minItems" smaller or "maxItems" larger.',
  ],
  'enum-duplicate': [
    'sample/schema.json at /properties/size/enum/2 (line 37): "Small" is in this "enum" list twice (also at position 0); delete one of them.',
  ],
  'forms-list-missing-folder': [
    'forms.json at [1].id (line 3): There is no folder schemas/contact-us. Check the spelling, or create the folder with its schema.json and ui.json.',
  ],
  'forms-list-unlisted-folder': [
    'forms.json: The folder schemas/sample is not in this list, so it has no page. Add an entry such as { "id": "sample", "route": "/sample", "title": "...", "sendTo": "none" }.',
  ],
  'forms-list-bad-entry': [
    'forms.json at [0].route (line 1): "route" must be the page\'s address on the site: a "/" then small letters, digits and dashes, like "/contact-us".',
    'forms.json at [0].sendTo (line 1): "sendTo" must say where the answers go: "email" (e-mailed by the site\'s server), a path on the e-mail API such as "/forms/contact-us", or "none" while the form is not connected yet.',
  ],
};

function messagesFor(dir: string): string[] {
  return checkSchemasDir(dir, dir).map(formatProblem);
}

describe('schema checker', () => {
  it('has an expectation for every fixture folder', () => {
    expect(readdirSync(fixturesDir).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('fixture %s gives exactly its messages', (name, messages) => {
    expect(messagesFor(path.join(fixturesDir, name))).toEqual(messages);
  });

  it('finds no problem in the real schemas', () => {
    expect(checkSchemasDir(path.join(projectRoot, 'schemas'), projectRoot)).toEqual([]);
  });

  it('lists every problem of a folder in one run', () => {
    const all = Object.keys(expected).flatMap((name) => messagesFor(path.join(fixturesDir, name)));
    expect(all).toHaveLength(Object.values(expected).flat().length);
  });
});

// A child process starting tsx: seconds on a loaded machine.
describe('npm run check:schemas', { timeout: 30_000 }, () => {
  const run = (dir: string) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-schemas.ts', dir], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('exits 0 and says so when the forms are fine', () => {
    expect(() => run('tests/fixtures/schema-check/valid')).not.toThrow();
  });

  it('says a warning and still exits 0', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/check-schemas.ts',
        'tests/fixtures/schema-check/message-names-old-title',
      ],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      '- Warning: tests/fixtures/schema-check/message-names-old-title/sample/ui.json at patientName',
    );
    expect(result.stderr).toContain('look good');
  });

  it('exits 1 and prints each problem with its file when they are not', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      run('tests/fixtures/schema-check/forms-list-bad-entry');
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('Schema check found 2 problems:');
    expect(failure.stderr).toContain(
      'tests/fixtures/schema-check/forms-list-bad-entry/forms.json at [0].route (line 1): "route" must be',
    );
  });
});

describe('the consent record keeps its fixed fields', () => {
  const dir = copyOfSchemas();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const consentProblems = () =>
    checkSchemasDir(dir, dir)
      .filter((problem) => problem.file === 'consent/schema.json')
      .map(formatProblem);

  it('refuses a renamed fixed field and a length the server would refuse', () => {
    editJson(path.join(dir, 'consent', 'schema.json'), (schema) => {
      const properties = schema.properties as Record<string, Record<string, unknown>>;
      properties.surname = properties.lastName;
      delete properties.lastName;
      schema.required = ['name', 'surname', 'email', 'phone', 'consent'];
      properties.name.maxLength = 150;
    });
    expect(consentProblems()).toEqual([
      'consent/schema.json at /properties/name/maxLength (line 17): The server keeps at most 100 characters of "name": write "maxLength": 100 or less, or people could type what the server then refuses.',
      'consent/schema.json at /properties (line 13): "lastName" is kept in every consent record under this name, so the consent form needs it in "properties" and in "required". Put it back as it was; to change what people read, change its "title".',
    ]);
  });
});

describe('rules inside a condition', () => {
  const dir = copyOfSchemas();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('take the titles of the fields the condition brings, and want one for a field they add', () => {
    const orderProblems = () =>
      checkSchemasDir(dir, dir)
        .filter((problem) => problem.file === 'order-rx/schema.json')
        .map(formatProblem);
    // "Sign here" brings the signature fields; its rule on the box names no title (the box has one).
    expect(orderProblems()).toEqual([]);
    editJson(path.join(dir, 'order-rx', 'schema.json'), (schema) => {
      const signHere = (schema.allOf as Record<string, Record<string, unknown>>[])[1];
      const rule = (signHere.then.dependencies as Record<string, Record<string, unknown>>)
        .orfSignatureName;
      (rule.properties as Record<string, unknown>).orfWitness = { type: 'string' };
    });
    expect(orderProblems()).toEqual([
      expect.stringContaining(
        '/allOf/1/then/dependencies/orfSignatureName/properties/orfWitness (line',
      ),
    ]);
    expect(orderProblems()[0]).toContain('This field has no "title"');
  });
});
