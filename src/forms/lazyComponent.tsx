import type { ComponentType } from 'react';
import { Suspense, use } from 'react';

/** A lazy part: `preload` starts its download (once) before anything draws it. */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** How to load each lazy part made so far (the registry makes them all as it is set up). */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy part of the registry; a page that knows its form uses some starts it early. */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * A registry entry standing for the component `name` of the module `load` imports: it renders
 * the component once the module is there, loading it on first use. Only the form that draws it
 * waits, and only the field itself shows nothing meanwhile; a form that never draws it never
 * downloads it.
 */
export function lazyComponent<K extends string, P extends object>(
  load: () => Promise<Record<NoInfer<K>, ComponentType<P>>>,
  name: K,
): ComponentType<P> & Preloadable {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name])));
  loaders.push(preload);
  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  function Lazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload });
}
