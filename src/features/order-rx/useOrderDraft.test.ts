import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormController } from '../../forms';
import { createAttachmentsStore } from '../../lib/files';
import { sampleFile } from '../../lib/files/sampleFiles.testing';
import { DRAFT_FILES_KEY, DRAFT_KEY } from './orderDraft';
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

  it('keeps the names of the attached files, and after a reload lists them as missing until chosen again', () => {
    const { ref } = controller();
    const before = createAttachmentsStore();
    const first = renderHook(() => useOrderDraft(ref, before));
    act(() => before.set([sampleFile('rx.pdf', ''), sampleFile('notes.png', '')]));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_FILES_KEY)!)).toEqual(['rx.pdf', 'notes.png']);
    first.unmount();

    // The reload: a new store without files.
    const after = createAttachmentsStore();
    const second = renderHook(() => useOrderDraft(ref, after));
    expect(after.missing()).toEqual(['rx.pdf', 'notes.png']);
    act(() => after.set([sampleFile('notes.png', '')]));
    expect(after.missing()).toEqual(['rx.pdf']);
    // Still both: one chosen again, one still to choose (another reload would list it again).
    expect(JSON.parse(sessionStorage.getItem(DRAFT_FILES_KEY)!)).toEqual(['notes.png', 'rx.pdf']);

    act(() => second.result.current.clear());
    expect(sessionStorage.getItem(DRAFT_FILES_KEY)).toBeNull();
  });
});
