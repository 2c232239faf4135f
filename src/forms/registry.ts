import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import type { FieldName, TemplateName, WidgetName } from './registryNames';
import { PhoneWidget } from './widgets/PhoneWidget';
import { QuantityWidget } from './widgets/QuantityWidget';
import { DateWidget, TextWidget } from './widgets/TextWidgets';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { TrimmedTextWidget } from './widgets/TrimmedTextWidget';
import { EmailWidget } from './widgets/EmailWidget';
import { AgreementWidget } from './widgets/AgreementWidget';
import { SignatureWidget } from './widgets/SignatureWidget';
import { AttachmentsField } from './fields/AttachmentsField';
import { FieldTemplate } from './templates/FieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';

/** The widgets, fields and templates a ui.json may name; handed to SchemaForm as one value. */
export interface FormRegistry {
  widgets: Record<WidgetName, Widget>;
  fields: Record<FieldName, Field>;
  templates: Pick<TemplatesType, TemplateName>;
}

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
} satisfies Record<WidgetName, Widget>;

const fields = {
  attachments: AttachmentsField,
} satisfies Record<FieldName, Field>;

const templates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
} satisfies Pick<TemplatesType, TemplateName>;

/** Module-level and never rebuilt: rjsf memoises fields on their props, registry included. */
export const formRegistry: FormRegistry = { widgets, fields, templates };
