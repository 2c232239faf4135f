/**
 * The registry's choice widgets (registry.ts, `lazyComponent`), which share their choice group,
 * in a lazy file of their own: a form whose only rarer widget is a choice (the Order Rx form's
 * "Who signs?" radios) fetches these, not every lazy part (lazyParts.ts).
 */
export { SelectWidget } from './widgets/select/SelectWidget';
export { RadioWidget } from './widgets/radio/RadioWidget';
export { CheckboxesWidget } from './widgets/checkboxes/CheckboxesWidget';
