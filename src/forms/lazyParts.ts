/**
 * The registry's lazy entries (registry.ts, `lazyComponent`) but its choices (choiceParts.ts),
 * in one module, so that they ship as one file: a form with lists or a rarer widget fetches them
 * in one request, when it first draws one. One module per part would make a dozen small files
 * and move code the Order Rx form shares with them into further small ones, which its page
 * would then load too.
 */
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
