import { describe, expect, it } from 'vitest';
import { isFramed, showOrderActions } from './actionsVisibility';

const query = (s: string) => new URLSearchParams(s);

describe('order form actions', () => {
  it('"auto" shows them on a top-level page only, and not with ?orderRx=true', () => {
    expect(showOrderActions('auto', false, query(''))).toBe(true);
    expect(showOrderActions('auto', true, query(''))).toBe(false);
    expect(showOrderActions('auto', false, query('orderRx=true'))).toBe(false);
    expect(showOrderActions('auto', false, query('orderRx=false'))).toBe(true);
  });

  it('"show" and "hide" win over the page context', () => {
    expect(showOrderActions('show', true, query('orderRx=true'))).toBe(true);
    expect(showOrderActions('hide', false, query(''))).toBe(false);
  });

  it('counts an unreadable (cross-origin) top as a frame', () => {
    expect(isFramed(window)).toBe(false);
    const crossOrigin = {
      get top(): Window {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    expect(isFramed(crossOrigin)).toBe(true);
  });
});
