import formsFile from '../../schemas/forms.json';
import { bespokeRoute, builtFormsList, sitePages } from '../../contract/catalog';

const forms = builtFormsList(formsFile);

/**
 * The site's routes, relative to the base path. A form's route is its entry's `route` in
 * schemas/forms.json, declared there only.
 */
export const paths = {
  ...sitePages,
  orderRx: bespokeRoute(forms, 'order-rx'),
  consent: bespokeRoute(forms, 'consent'),
} as const;
