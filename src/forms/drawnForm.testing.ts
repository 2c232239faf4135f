import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** More screens of sections than a test's form draws in: the Order Rx form takes nine. */
const MOST_SCREENS = 16;

/**
 * Lets a long form on fake timers draw all its sections: it adds a screen of them each time the
 * last is painted (ObjectFieldTemplate's `useSectionsShown`), and each `act` draws one.
 */
export async function drawAllSections(): Promise<void> {
  for (let screen = 0; screen < MOST_SCREENS; screen++) {
    await act(() => vi.advanceTimersByTimeAsync(50));
  }
}
