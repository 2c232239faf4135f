/**
 * The registry's lazy entries (registry.ts, `lazyComponent`) in one module, so that they ship
 * as one file: a form with choices or lists fetches them in one request, when it first draws one
 * (the Order Rx form only for its "Who signs?" radios, near its end). One module per part would make a dozen small files and move code the Order Rx
 * form shares with them into further small ones, which its page would then load too.
 */
export { SelectWidget } from './widgets/select/SelectWidget';
export { RadioWidget } from './widgets/radio/RadioWidget';
export { CheckboxesWidget } from './widgets/checkboxes/CheckboxesWidget';
export { TextareaWidget } from './widgets/textarea/TextareaWidget';
export { UpDownWidget } from './widgets/updown/UpDownWidget';
export { RangeWidget } from './widgets/range/RangeWidget';
export { URLWidget } from './widgets/uri/URLWidget';
export { TimeWidget } from './widgets/time/TimeWidget';
export { DateTimeWidget } from './widgets/datetime/DateTimeWidget';
export { HiddenWidget } from './widgets/hidden/HiddenWidget';
export { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array/arrayTemplates';
export { MultiSchemaFieldTemplate } from './templates/multiSchema/MultiSchemaFieldTemplate';
export {
  AddButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from './templates/buttons/ButtonTemplates';
