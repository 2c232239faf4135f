/** The studio's edit model: plain TypeScript, no React, DOM or Node APIs (studio/README.md). */
export { applyEdit } from './applyEdit.ts';
export { readForm, formIds } from './readForm.ts';
export type { FieldOutline, FormOutline, SectionOutline, TextOutline } from './readForm.ts';
export { missingTranslations } from './translations.ts';
export type { MissingTranslation } from './translations.ts';
export { StudioEditError } from './formFiles.ts';
export { fieldKinds } from './types.ts';
export type * from './types.ts';
