/**
 * rjsf's own default lists, whole, for the entries of rjsfDefaults.ts that load on first use,
 * in a file of their own.
 */
import type { ComponentType } from 'react';
import fields from '@rjsf/core/lib/components/fields/index.js';
import templates from '@rjsf/core/lib/components/templates/index.js';
import widgets from '@rjsf/core/lib/components/widgets/index.js';

export type RjsfDefaultGroup = 'fields' | 'widgets' | 'templates' | 'buttons';

const { ButtonTemplates: buttons, ...otherTemplates } = templates();

export const rjsfDefaults = {
  fields: fields(),
  widgets: widgets(),
  templates: otherTemplates,
  buttons,
} as unknown as Record<RjsfDefaultGroup, Record<string, ComponentType<object>>>;
