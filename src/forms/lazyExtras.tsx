import type { ComponentType } from 'react';
import { Suspense, use } from 'react';

type Extras = typeof import('./extras');

let loaded: Extras | undefined;
let loading: Promise<Extras> | undefined;

/** Loads the extra widgets' chunk once; a page that knows it needs them can start it early. */
export function loadExtras(): Promise<Extras> {
  loading ??= import('./extras').then((module) => (loaded = module));
  return loading;
}

/**
 * A registry entry standing for a component of the extras chunk: it renders the component once
 * the chunk is there, loading it on first use. Only the form that draws it waits, and only
 * the field itself shows nothing meanwhile.
 */
export function lazyExtra<P extends object>(
  name: string,
  pick: (extras: Extras) => ComponentType<P>,
): ComponentType<P> {
  function Loaded(props: P) {
    const Component = pick(loaded ?? use(loadExtras()));
    return <Component {...props} />;
  }
  function LazyExtra(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyExtra.displayName = `Lazy(${name})`;
  return LazyExtra;
}
