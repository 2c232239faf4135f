import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import formsFile from '../../schemas/forms.json';
import { builtFormsList } from '../../contract/catalog';

const GenericFormPage = lazy(() => import('../features/generic-form/GenericFormPage'));

/**
 * A route for each form of schemas/forms.json drawn by the generic page (those with `sendTo`).
 * Forms with a `page` of their own have their routes in routes.tsx. A broken list never gets
 * here: the schema check stops `dev` and `build` first.
 */
export const genericFormRoutes: RouteObject[] = builtFormsList(formsFile)
  .filter((form) => form.page === undefined)
  .map((form) => ({ path: form.route, element: <GenericFormPage form={form} /> }));
