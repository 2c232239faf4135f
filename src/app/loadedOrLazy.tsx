import { lazy, useState, type ComponentType } from 'react';
import type { FormPageProps, PageLoader } from './pageModules';

/**
 * The page behind `loader` as a component: drawn in the first render when its code has already
 * arrived (main.ts downloads it alongside React), lazily otherwise. React.lazy alone would
 * suspend even then, and React holds a suspended page back by up to 300 ms before showing it.
 */
export function loadedOrLazy(loader: PageLoader): ComponentType<FormPageProps> {
  const LazyPage = lazy(() => loader.load());
  return function Page(props: FormPageProps) {
    // Chosen once per visit: switching component later would remount the page and lose what
    // the user typed.
    const [LoadedPage] = useState(() => loader.loaded?.default);
    return LoadedPage ? <LoadedPage {...props} /> : <LazyPage {...props} />;
  };
}
