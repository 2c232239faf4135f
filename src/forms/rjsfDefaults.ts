/**
 * @rjsf/core's own fields, widgets and templates (its default registry, which rjsf lays under
 * every registry it is given), as the build hands them to rjsf in place of its own lists
 * (scripts/vite-plugin-lean-dependencies.ts). What a form of plain fields draws (an object of
 * text, number, boolean and null fields, their descriptions, help and errors) comes at once;
 * the rest, which our registry (registry.ts) replaces or which only lists, alternatives,
 * layout grids or a format without a widget of ours draw, loads on first use, in a file of its
 * own (rjsfDefaultParts.ts): a form that draws one of the registry's lazy widgets (lazyParts.ts)
 * does not fetch these with it. The generic form page loads both before it draws.
 */
import type { ComponentType } from 'react';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import { lazyComponent } from './lazyComponent';
import type { RjsfDefaultGroup } from './rjsfDefaultParts';

/** rjsf's defaults that load on first use, by group (the names of rjsf's own lists). */
export const onDemandNames = {
  fields: [
    'AnyOfField',
    'ArrayField',
    'CyclicSchemaField',
    'FallbackField',
    'LayoutGridField',
    'LayoutHeaderField',
    'LayoutMultiSchemaField',
    'NumberField',
    'OneOfField',
    'OptionalDataControlsField',
  ],
  widgets: [
    'AltDateWidget',
    'AltDateTimeWidget',
    'CheckboxWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateWidget',
    'DateTimeWidget',
    'EmailWidget',
    'FileWidget',
    'HiddenWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextWidget',
    'TextareaWidget',
    'TimeWidget',
    'UpDownWidget',
    'URLWidget',
  ],
  templates: [
    'ArrayFieldDescriptionTemplate',
    'ArrayFieldItemTemplate',
    'ArrayFieldItemButtonsTemplate',
    'ArrayFieldTemplate',
    'ArrayFieldTitleTemplate',
    'BaseInputTemplate',
    'CyclicSchemaExpandTemplate',
    'ErrorListTemplate',
    'FallbackFieldTemplate',
    'FieldTemplate',
    'GridTemplate',
    'MultiSchemaFieldTemplate',
    'ObjectFieldTemplate',
    'OptionalDataControlsTemplate',
    'TitleFieldTemplate',
    'UnsupportedFieldTemplate',
    'WrapIfAdditionalTemplate',
  ],
  buttons: [
    'SubmitButton',
    'AddButton',
    'CopyButton',
    'MoveDownButton',
    'MoveUpButton',
    'RemoveButton',
    'ClearButton',
  ],
} as const satisfies Record<RjsfDefaultGroup, readonly string[]>;

const rjsfDefaultParts = () => import('./rjsfDefaultParts');

type OnDemand<G extends RjsfDefaultGroup> = Record<
  (typeof onDemandNames)[G][number],
  ComponentType<object>
>;

/** Made once: rjsf asks for its defaults on every render, and a new component would remount. */
function onDemand<G extends RjsfDefaultGroup>(group: G): OnDemand<G> {
  const load = () => rjsfDefaultParts().then((parts) => parts.rjsfDefaults[group]);
  const names: readonly string[] = onDemandNames[group];
  const parts = names.map((name): [string, ComponentType<object>] => [
    name,
    lazyComponent(load, name),
  ]);
  return Object.fromEntries(parts) as OnDemand<G>;
}

const fieldsOnDemand = onDemand('fields');
const widgetsOnDemand = onDemand('widgets');
const templatesOnDemand = onDemand('templates');
const buttonsOnDemand = onDemand('buttons');

/** In place of `@rjsf/core/lib/components/fields/index.js`. */
export const fields = () => ({
  ...fieldsOnDemand,
  BooleanField,
  NullField,
  ObjectField,
  SchemaField,
  StringField,
});

/** In place of `@rjsf/core/lib/components/widgets/index.js`. */
export const widgets = () => ({ ...widgetsOnDemand });

/** In place of `@rjsf/core/lib/components/templates/index.js`. */
export const templates = () => ({
  ...templatesOnDemand,
  ButtonTemplates: { ...buttonsOnDemand },
  DescriptionFieldTemplate: DescriptionField,
  FieldErrorTemplate,
  FieldHelpTemplate,
});
