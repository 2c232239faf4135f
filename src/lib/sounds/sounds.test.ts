import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshSounds() {
  vi.resetModules();
  return import('./sounds');
}

afterEach(() => vi.unstubAllGlobals());

describe('sounds', () => {
  it('are silent without an AudioContext', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playSuccessSound, playFailureSound } = await freshSounds();
    expect(() => playSuccessSound()).not.toThrow();
    expect(() => playFailureSound()).not.toThrow();
  });

  it('are silent when creating the AudioContext throws', async () => {
    vi.stubGlobal(
      'AudioContext',
      vi.fn(function () {
        throw new Error('NotAllowedError');
      }),
    );
    const { playSuccessSound } = await freshSounds();
    expect(() => playSuccessSound()).not.toThrow();
  });

  it('play two different tone sequences', async () => {
    const frequencies: number[][] = [];
    let current: number[] = [];
    const node = () => ({
      connect: (next: unknown) => next,
      start: vi.fn(),
      stop: vi.fn(),
      type: '',
      frequency: { setValueAtTime: (f: number) => current.push(f) },
      gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() },
    });
    vi.stubGlobal(
      'AudioContext',
      vi.fn(function () {
        return {
          state: 'suspended',
          currentTime: 0,
          destination: {},
          resume: () => Promise.reject(new Error('blocked')),
          createOscillator: node,
          createGain: node,
        };
      }),
    );
    const { playSuccessSound, playFailureSound } = await freshSounds();
    playSuccessSound();
    frequencies.push(current);
    current = [];
    playFailureSound();
    frequencies.push(current);
    expect(frequencies[0].length).toBeGreaterThan(0);
    expect(frequencies[0]).not.toEqual(frequencies[1]);
  });
});
