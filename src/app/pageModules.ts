import type { ComponentType } from 'react';
import formsFile from '../../schemas/forms.json';
import { builtFormsList, type BespokePage, type FormEntry } from '../../contract/catalog';

/** What every form page is given: its entry in schemas/forms.json. */
export interface FormPageProps {
  form: FormEntry;
}

export interface PageModule {
  default: ComponentType<FormPageProps>;
  /** What the page needs before it can draw (e.g. its form's files), fetched with its code. */
  prepare?: (form: FormEntry) => Promise<unknown>;
}

/** A page's code: downloaded once, and remembered once it has arrived. */
export interface PageLoader {
  load(): Promise<PageModule>;
  /** The module, once downloaded and prepared. */
  readonly loaded: PageModule | undefined;
}

export function pageLoader(importPage: () => Promise<PageModule>, form?: FormEntry): PageLoader {
  let download: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const prepared = async () => {
    const module = await importPage();
    if (form) await module.prepare?.(form);
    return module;
  };
  return {
    load() {
      download ??= prepared().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed download (offline for a moment) is tried again on the next visit.
          download = undefined;
          throw error;
        },
      );
      return download;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** The forms with a page of their own; every other form is drawn by the generic page. */
const ownPages: Record<BespokePage, () => Promise<PageModule>> = {
  'order-rx': () => import('../features/order-rx/OrderRxPage'),
  consent: () => import('../features/consent/ConsentPage'),
};
const genericPage = () => import('../features/generic-form/GenericFormPage');

export interface FormPage {
  form: FormEntry;
  loader: PageLoader;
}

/**
 * Every form of schemas/forms.json by its route, each loaded the same way: on demand, so the
 * home page stays small, with what it needs to draw. The routes and the start-up script both
 * read this one table; it is free of React at run time, so the start-up script can begin
 * downloading a page's code while React itself is arriving. A broken forms.json never gets
 * here: the schema check stops `dev` and `build` first.
 */
export const formPages: ReadonlyMap<string, FormPage> = new Map(
  builtFormsList(formsFile).map((form) => [
    form.route,
    { form, loader: pageLoader(form.page ? ownPages[form.page] : genericPage, form) },
  ]),
);
