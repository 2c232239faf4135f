/**
 * What the server keeps: a form may not accept a value that the server would then refuse or
 * drop. Today that is the consent record's fixed fields (contract/api.ts): every other answer
 * of any form travels as it is.
 */
import { CONSENT_FIXED_FIELDS, consentRequestSchema } from '../../contract/api.ts';
import type { FileProblems } from './problems.ts';
import { isObject } from './schemaRules.ts';

type Json = Record<string, unknown>;

const kept: Record<string, { type: string; maxLength?: number }> = Object.fromEntries(
  CONSENT_FIXED_FIELDS.map((field) => {
    const rule = consentRequestSchema.properties[field] as { type?: string; maxLength?: number };
    return [field, { type: rule.type ?? 'boolean', maxLength: rule.maxLength }];
  }),
);

/** The consent form's schema.json against the fields every consent record keeps. */
export function checkConsentRecordFields(schema: Json, problems: FileProblems): void {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const [field, rule] of Object.entries(kept)) {
    const shape = properties[field];
    if (!isObject(shape) || !required.includes(field)) {
      problems.add(
        isObject(shape) ? ['required'] : ['properties'],
        `"${field}" is kept in every consent record under this name, so the consent form needs it in "properties" and in "required". Put it back as it was; to change what people read, change its "title".`,
      );
      continue;
    }
    if (shape.type !== rule.type) {
      problems.add(
        ['properties', field, 'type'],
        `The consent record keeps "${field}" as a ${rule.type}: write "type": "${rule.type}".`,
      );
    }
    const { maxLength } = rule;
    if (maxLength !== undefined && !(Number(shape.maxLength) <= maxLength)) {
      problems.add(
        shape.maxLength === undefined ? ['properties', field] : ['properties', field, 'maxLength'],
        `The server keeps at most ${maxLength} characters of "${field}": write "maxLength": ${maxLength} or less, or people could type what the server then refuses.`,
      );
    }
  }
}
