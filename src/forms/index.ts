/**
 * What the form pages (src/features) use of the renderer: the only import surface, so the
 * renderer's inside can change without touching a page (lint holds features to this file).
 */
export { SchemaForm, type FormController, type SchemaFormProps } from './SchemaForm';
export { SubmitButton } from './SubmitButton';
export { useFormPage, type FormPageFiles, type FormPageOptions } from './useFormPage';
export { formPdfInput, type FormPdfRequest } from './formPdfInput';
export { FieldLink } from './FieldLink';
export { formRegistry } from './registry';
export { preloadLazyParts } from './lazyComponent';
export { preloadNamedWidgets } from './preloadWidgets';
export { prepareSchemaMerge } from './schemaMerge';
export { setTodayDefaults } from './todayDefaults';
export { shownDescription, shownTitle } from './shownTexts';
export { valuesDiffer } from './core/formChanges';
export { agreementPlainText, agreementText, type TextValues } from './agreementText';
export type { AttachmentsFormContext } from './fields/AttachmentsField';
export {
  defaultValidator,
  registerPrecompiledValidator,
  type PrecompiledValidatorModule,
} from './validators';
export { validateValues } from './core/validateValues';
export { inputIdOf } from './core/inputIds';
export type { FormValues } from './core/formValues';
