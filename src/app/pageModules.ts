import type { ComponentType } from 'react';
import { paths } from './paths';

export interface PageModule {
  default: ComponentType;
}

/** A page's code: downloaded once, and remembered once it has arrived. */
export interface PageLoader {
  load(): Promise<PageModule>;
  /** The module, once downloaded. */
  readonly loaded: PageModule | undefined;
}

export function pageLoader(importPage: () => Promise<PageModule>): PageLoader {
  let download: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  return {
    load() {
      download ??= importPage().then(
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

/**
 * The form pages by path, loaded on demand so the home page stays small: the routes and the
 * start-up script both read this one table. Free of React at run time, so the start-up script
 * can begin downloading a page's code while React itself is arriving.
 */
export const formPages: Readonly<Record<string, PageLoader>> = {
  [paths.orderRx]: pageLoader(() => import('../features/order-rx/OrderRxPage')),
  [paths.consent]: pageLoader(() => import('../features/consent/ConsentPage')),
};
