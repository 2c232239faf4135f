import type { ComponentType } from 'react';
import type { Field, IconButtonProps, TemplatesType, Widget, WidgetProps } from '@rjsf/utils';
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
import { FieldTemplate } from './templates/FieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { lazyExtra } from './lazyExtras';

type Extras = typeof import('./extras');
type ButtonTemplateName =
  'AddButton' | 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton';
type FormTemplates = Pick<TemplatesType, Exclude<TemplateName, 'ButtonTemplates'>> & {
  ButtonTemplates: Pick<TemplatesType['ButtonTemplates'], ButtonTemplateName>;
};

/** The widgets, fields and templates a ui.json may name; handed to SchemaForm as one value. */
export interface FormRegistry {
  widgets: Record<WidgetName, Widget>;
  fields: Record<FieldName, Field>;
  templates: FormTemplates;
}

const extraWidget = (name: keyof Extras): ComponentType<WidgetProps> =>
  lazyExtra(name, (extras) => extras[name] as ComponentType<WidgetProps>);
const extraButton = (name: ButtonTemplateName): ComponentType<IconButtonProps> =>
  lazyExtra(name, (extras) => extras.ButtonTemplates[name]);

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
  // Only other forms use these: the Order Rx form does not load them (lazyExtras.tsx).
  select: extraWidget('SelectWidget'),
  radio: extraWidget('RadioWidget'),
  checkboxes: extraWidget('CheckboxesWidget'),
  textarea: extraWidget('TextareaWidget'),
  updown: extraWidget('UpDownWidget'),
  range: extraWidget('RangeWidget'),
  uri: extraWidget('URLWidget'),
  time: extraWidget('TimeWidget'),
  datetime: extraWidget('DateTimeWidget'),
  hidden: extraWidget('HiddenWidget'),
} satisfies Record<WidgetName, Widget>;

const fields = {
  attachments: AttachmentsField,
} satisfies Record<FieldName, Field>;

const templates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate: lazyExtra('ArrayFieldTemplate', (extras) => extras.ArrayFieldTemplate),
  ArrayFieldItemTemplate: lazyExtra('ArrayFieldItemTemplate', (e) => e.ArrayFieldItemTemplate),
  MultiSchemaFieldTemplate: lazyExtra(
    'MultiSchemaFieldTemplate',
    (e) => e.MultiSchemaFieldTemplate,
  ),
  ButtonTemplates: {
    AddButton: extraButton('AddButton'),
    CopyButton: extraButton('CopyButton'),
    MoveDownButton: extraButton('MoveDownButton'),
    MoveUpButton: extraButton('MoveUpButton'),
    RemoveButton: extraButton('RemoveButton'),
  },
} satisfies FormTemplates;

/** Module-level and never rebuilt: rjsf memoises fields on their props, registry included. */
export const formRegistry: FormRegistry = { widgets, fields, templates };
