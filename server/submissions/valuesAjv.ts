/**
 * The ajv that checks a form's values on the server: rjsf's own set-up (`createAjvInstance` of
 * @rjsf/validator-ajv8, the one the browser's precompiled validators are built with: its options,
 * its ajv-formats version, `data-url` and `color`) plus the product's formats
 * (contract/formats.ts), so a value is judged the same on both sides. The root ajv-formats is
 * a newer major whose `time` and `date-time` differ (seconds optional vs time zone required).
 */
import type { Ajv } from 'ajv';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { customFormats } from '../../contract/formats';

/** rjsf's options include `verbose`: errors carry their parentSchema, whose `title` names the field. */
export function createValuesAjv(): Ajv {
  return createAjvInstance(undefined, customFormats);
}
