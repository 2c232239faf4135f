/**
 * The ajv that checks a form's values on the server. Configured like rjsf's own validator in the
 * browser (@rjsf/validator-ajv8 `AJV_CONFIG`, ajv-formats, `data-url` and `color`), plus the
 * product's formats (src/forms/formats.ts), so a value is judged the same on both sides.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { customFormats } from '../../src/forms/formats';

/** rjsf's `data-url` format: what a file or signature widget stores. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
/** rjsf's `color` format: `#rgb`, `#rrggbb`, a CSS colour name or `rgb(...)`. */
const COLOR =
  /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;

export function createValuesAjv(): Ajv {
  // verbose: errors carry their parentSchema, whose `title` names the field in messages.
  const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true });
  addFormats(ajv);
  ajv.addFormat('data-url', DATA_URL);
  ajv.addFormat('color', COLOR);
  for (const [name, validate] of Object.entries(customFormats)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  return ajv;
}

export type ValuesValidator = ValidateFunction;
