import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormController } from '../../forms';
import { DRAFT_KEY } from './orderDraft';
import { DRAFT_SAVE_DELAY_MS, useOrderDraft } from './useOrderDraft';

function controller() {
  const load = vi.fn();
  const ref = { current: { getValues: () => ({}), reset: () => {}, load } as FormController };
  return { ref, load };
}

const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;

describe('useOrderDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the saved draft into the form on mount', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ orfPatientName: 'Jane' }));
    const { ref, load } = controller();
    renderHook(() => useOrderDraft(ref));
    expect(load).toHaveBeenCalledWith({ orfPatientName: 'Jane' });
  });

  it('saves after a pause in typing, keeping only the latest values', () => {
    const { ref, load } = controller();
    const { result } = renderHook(() => useOrderDraft(ref));
    expect(load).not.toHaveBeenCalled();
    result.current.save({ orfPatientName: 'J' });
    result.current.save({ orfPatientName: 'Ja' });
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).toEqual({ orfPatientName: 'Ja' });
  });

  it('writes a pending save at once when the page is left', () => {
    const { ref } = controller();
    const { result } = renderHook(() => useOrderDraft(ref));
    result.current.save({ orfPatientName: 'Jane' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ orfPatientName: 'Jane' });
  });

  it('clear drops the draft and a pending save', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ orfPatientName: 'Old' }));
    const { ref } = controller();
    const { result, unmount } = renderHook(() => useOrderDraft(ref));
    result.current.save({ orfPatientName: 'Jane' });
    result.current.clear();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    unmount();
    expect(stored()).toBeNull();
  });
});
