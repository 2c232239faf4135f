/**
 * How the page is drawn: by the app in the browser, or as a form's first screen, which the build
 * draws into the form's document (docs/deploying.md, "First screens"). Components read it for
 * what a first screen must not do before the app runs: send, take a file, or show a value of the
 * day it was drawn, and to leave the texts from config.json to whoever serves the document.
 */
import { createContext, useContext } from 'react';

export type RenderMode = 'app' | 'first-screen';

export const RenderModeContext = createContext<RenderMode>('app');

/** Whether the page is drawn as a first screen. */
export function useFirstScreen(): boolean {
  return useContext(RenderModeContext) === 'first-screen';
}
