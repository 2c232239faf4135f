/** `virtual:rx-answer-validators`: scripts/vite-plugin-answer-readers.ts. */
declare module 'virtual:rx-answer-validators' {
  /** A validator for each kind of answer in `answerSchemas` (contract/api.ts), by its name. */
  export const validateFns: Record<string, (data: unknown) => boolean>;
}
