import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from '../../contract/config';
import type { LanguageState } from '../lib/i18n/WordsContext';
import { App } from './App';
import type { handOver } from './firstScreenHandover';

/**
 * Renders the site into `container` with the loaded configuration. In place of a first screen
 * the build drew, the page is drawn at once, in the same task that reads what was typed on it,
 * so no key falls between the two.
 */
export function startApp(
  container: HTMLElement,
  config: AppConfig,
  language: LanguageState,
  handOverFirstScreen?: typeof handOver,
): void {
  const root = createRoot(container);
  const draw = () =>
    root.render(
      <StrictMode>
        <App config={config} language={language} />
      </StrictMode>,
    );
  if (handOverFirstScreen) handOverFirstScreen(container, () => flushSync(draw));
  else draw();
}
