import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from '../../contract/config';
import type { LanguageState } from '../lib/i18n/WordsContext';
import { App } from './App';
import type { handOver } from './firstScreenHandover';

/** Calls `onDrawn` once the tree before it is in its container, before the browser paints. */
function AfterDrawn({ onDrawn }: { onDrawn: () => void }): ReactNode {
  useLayoutEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Renders the site into `container` with the loaded configuration. In place of a first screen
 * the build drew, the app is drawn off the page, as a transition React cuts into short tasks, so
 * the screen stays usable meanwhile; once drawn, it takes the screen's place in one task
 * (firstScreenHandover.ts), with what was typed on it.
 */
export function startApp(
  container: HTMLElement,
  config: AppConfig,
  language: LanguageState,
  handOverFirstScreen?: typeof handOver,
): void {
  const site = (after?: ReactNode) => (
    <StrictMode>
      <App config={config} language={language} />
      {after}
    </StrictMode>
  );
  if (!handOverFirstScreen) {
    createRoot(container).render(site());
    return;
  }
  const app = document.createElement('div');
  app.id = container.id;
  // Once: in development, StrictMode runs a layout effect a second time.
  let handedOver = false;
  const onDrawn = () => {
    if (handedOver) return;
    handedOver = true;
    handOverFirstScreen(container, app);
  };
  const root = createRoot(app);
  startTransition(() => root.render(site(<AfterDrawn onDrawn={onDrawn} />)));
}
