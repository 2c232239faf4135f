/**
 * The bench's peer (docs/performance.md): the order form's schema in plain `@rjsf/core`, with its
 * default templates and widgets, the same validator package as the site (validator-ajv8, compiled
 * in the browser) and no ui.json, so no sections, no first screen and no code of the project's.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import orderSchema from '../../schemas/order-rx/schema.json';

createRoot(document.getElementById('root')!).render(
  <Form schema={orderSchema as unknown as RJSFSchema} validator={validator} />,
);
