/**
 * Widgets and templates that only some forms use (choices, notes, rows, alternatives): one
 * chunk, loaded by the first form that draws one of them (lazyExtras.tsx), so the Order Rx
 * form's code does not grow with them.
 */
import '../widgets.css';

export { CheckboxesWidget, RadioWidget, SelectWidget } from './choiceWidgets';
export {
  DateTimeWidget,
  HiddenWidget,
  RangeWidget,
  TextareaWidget,
  TimeWidget,
  UpDownWidget,
  URLWidget,
} from './inputWidgets';
export { ArrayFieldItemTemplate, ArrayFieldTemplate, ButtonTemplates } from './arrayTemplates';
export { MultiSchemaFieldTemplate } from './MultiSchemaFieldTemplate';
