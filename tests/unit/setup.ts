import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy* and waitFor give up after 1 s by default, which a busy 2-core machine can pass while
// drawing the order form: they detect what never appears, not speed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Most browser test files share one window per worker (vitest.config.ts): what a file changed
// in it is put back before the next file runs.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
