import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompanyInfo } from '../../contract/config';
import type { Locale } from '../../contract/languages';
import type { DocumentFrame, DocumentInput } from '../lib/document';
import type { Words } from '../lib/i18n/words';
import type { TextValues } from './agreementText';
import type { FormValues } from './core/formValues';
import { formRegistry } from './registry';

/** `{company}` and `{website}` in a form's texts (an agreement's words), on screen and on paper. */
export const companyTextValues = ({
  name,
  website,
}: Pick<CompanyInfo, 'name' | 'website'>): TextValues => ({
  company: name,
  website,
});

/** A form's document as a page asks for it. */
export interface FormPdfRequest {
  schema: RJSFSchema;
  /** The form's ui.json in the document's language. */
  uiSchema: UiSchema;
  values: FormValues;
  company: CompanyInfo;
  /** Printed under the company's name and at each page's foot; the file's title unless given. */
  title: string;
  header: DocumentFrame['header'];
  /** The document's language and the site's words in it (English when not given). */
  reader?: { language: Locale; words: Words };
  /** forms.json's `paper` (A4 when not given). */
  paper?: DocumentInput['paper'];
  /** The file's properties beyond the title; the company is the creator unless given. */
  properties?: Partial<DocumentInput['properties']>;
}

/**
 * What every page hands the document code (`makeFormPdf`): the form drawn as the screen draws
 * it, the widgets' print forms from the same registry as their screen components, and the
 * company's texts the screen fills in.
 */
export function formPdfInput(request: FormPdfRequest): DocumentInput {
  const { company, title, reader } = request;
  return {
    schema: request.schema as Record<string, unknown>,
    uiSchema: request.uiSchema,
    values: request.values,
    printForms: formRegistry.printForms,
    textValues: companyTextValues(company),
    words: reader?.words,
    language: reader?.language,
    frame: { title, company, header: request.header },
    paper: request.paper,
    properties: { title, creator: company.name, ...request.properties },
  };
}
