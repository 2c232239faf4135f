import type { Field, IconButtonProps, TemplatesType, Widget } from '@rjsf/utils';
import type { FieldName, TemplateName, WidgetName } from './registryNames';
import { PhoneWidget } from './widgets/phone/PhoneWidget';
import { QuantityWidget } from './widgets/quantity/QuantityWidget';
import { TextWidget } from './widgets/text/TextWidget';
import { DateWidget } from './widgets/date/DateWidget';
import { CheckboxWidget } from './widgets/checkbox/CheckboxWidget';
import { TrimmedTextWidget } from './widgets/trimmedText/TrimmedTextWidget';
import { EmailWidget } from './widgets/email/EmailWidget';
import { AgreementWidget } from './widgets/agreement/AgreementWidget';
import { SignatureWidget } from './widgets/signature/SignatureWidget';
import { AttachmentsField } from './fields/AttachmentsField';
import type { PrintForm, PrintForms } from '../lib/document';
import { signaturePrint } from './widgets/signature/print';
import { agreementPrint } from './widgets/agreement/print';
import { quantityPrint } from './widgets/quantity/print';
import { hiddenPrint } from './widgets/hidden/print';
import { attachmentsPrint } from './fields/attachmentsPrint';
import { FieldTemplate } from './templates/FieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { lazyComponent } from './lazyComponent';

type ButtonTemplateName =
  'AddButton' | 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton';
type FormTemplates = Pick<TemplatesType, Exclude<TemplateName, 'ButtonTemplates'>> & {
  ButtonTemplates: Pick<TemplatesType['ButtonTemplates'], ButtonTemplateName>;
};

/**
 * The widgets, fields and templates a ui.json may name, handed to SchemaForm as one value, and
 * how each widget or field is drawn in the document when its schema alone does not say
 * (`printForms`, handed to the document code by the pages).
 */
export interface FormRegistry {
  widgets: Record<WidgetName, Widget>;
  fields: Record<FieldName, Field>;
  templates: FormTemplates;
  printForms: PrintForms;
}

/** Load the registry's lazy entries (lazyComponent): the choices in one file, the rest in another. */
const choiceParts = () => import('./choiceParts');
const lazyParts = () => import('./lazyParts');

/** rjsf's own buttons, with words instead of icons: only lists of rows draw them. */
const button = (name: ButtonTemplateName) =>
  lazyComponent<ButtonTemplateName, IconButtonProps>(lazyParts, name);

const widgets = {
  phone: PhoneWidget,
  quantity: QuantityWidget,
  text: TextWidget,
  date: DateWidget,
  checkbox: CheckboxWidget,
  trimmedText: TrimmedTextWidget,
  email: EmailWidget,
  agreement: AgreementWidget,
  signature: SignatureWidget,
  // Fetched by the forms that draw them: the Order Rx form only its radios (choiceParts.ts).
  select: lazyComponent(choiceParts, 'SelectWidget'),
  radio: lazyComponent(choiceParts, 'RadioWidget'),
  checkboxes: lazyComponent(choiceParts, 'CheckboxesWidget'),
  textarea: lazyComponent(lazyParts, 'TextareaWidget'),
  updown: lazyComponent(lazyParts, 'UpDownWidget'),
  range: lazyComponent(lazyParts, 'RangeWidget'),
  uri: lazyComponent(lazyParts, 'URLWidget'),
  time: lazyComponent(lazyParts, 'TimeWidget'),
  datetime: lazyComponent(lazyParts, 'DateTimeWidget'),
  hidden: lazyComponent(lazyParts, 'HiddenWidget'),
} satisfies Record<WidgetName, Widget>;

const fields = {
  attachments: AttachmentsField,
} satisfies Record<FieldName, Field>;

/** Each from its widget's (or field's) folder, beside the screen component above. */
const printForms = {
  widgets: {
    quantity: quantityPrint,
    agreement: agreementPrint,
    signature: signaturePrint,
    hidden: hiddenPrint,
  } satisfies Partial<Record<WidgetName, PrintForm>>,
  fields: { attachments: attachmentsPrint } satisfies Partial<Record<FieldName, PrintForm>>,
};

const templates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  // Lists of rows and alternatives: only other forms have them.
  ArrayFieldTemplate: lazyComponent(lazyParts, 'ArrayFieldTemplate'),
  ArrayFieldItemTemplate: lazyComponent(lazyParts, 'ArrayFieldItemTemplate'),
  MultiSchemaFieldTemplate: lazyComponent(lazyParts, 'MultiSchemaFieldTemplate'),
  ButtonTemplates: {
    AddButton: button('AddButton'),
    CopyButton: button('CopyButton'),
    MoveDownButton: button('MoveDownButton'),
    MoveUpButton: button('MoveUpButton'),
    RemoveButton: button('RemoveButton'),
  },
} satisfies FormTemplates;

/** Module-level and never rebuilt: rjsf memoises fields on their props, registry included. */
export const formRegistry: FormRegistry = { widgets, fields, templates, printForms };
