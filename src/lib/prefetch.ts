/**
 * Code a page downloads ahead of its use, when the browser has nothing else to do: the use
 * still imports it and reports a failure there, so a failed prefetch is dropped.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  const run = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/**
 * `prefetchWhenIdle` after the person's first input on the page (a key, a tap, a typed
 * character): the first screen downloads none of it, and it is there long before it is used.
 * Returns a function that stops waiting (an effect's cleanup).
 */
export function prefetchAfterFirstInput(load: () => Promise<unknown>): () => void {
  const events = ['input', 'pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((name) => window.removeEventListener(name, start, true));
  const start = () => {
    stop();
    prefetchWhenIdle(load);
  };
  events.forEach((name) => window.addEventListener(name, start, true));
  return stop;
}
