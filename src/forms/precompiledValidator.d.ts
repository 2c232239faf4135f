/** `<form>/schema.json?validator`: the form's validator, precompiled at build time. */
declare module '*/schema.json?validator' {
  import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
  const validator: ValidatorType<Record<string, unknown>>;
  export const schema: RJSFSchema;
  export default validator;
}
