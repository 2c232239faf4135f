import { describe, expect, it } from 'vitest';
import { choosePageSlices, mergeSpans } from './pageBreaks';

/** Lines of text 20 px tall from `top`, touching each other, like a paragraph. */
function lines(top: number, count: number, height = 20) {
  return Array.from({ length: count }, (_, i) => ({
    top: top + i * height,
    bottom: top + (i + 1) * height,
  }));
}

describe('mergeSpans', () => {
  it('joins overlapping spans but keeps touching ones apart', () => {
    expect(
      mergeSpans([
        { top: 30, bottom: 50 },
        { top: 0, bottom: 20 },
        { top: 20, bottom: 40 },
      ]),
    ).toEqual([
      { top: 0, bottom: 20 },
      { top: 20, bottom: 50 },
    ]);
  });
});

describe('choosePageSlices', () => {
  it('keeps content shorter than a page on one page', () => {
    expect(choosePageSlices(lines(0, 10), 200, 1000)).toEqual([{ top: 0, height: 200 }]);
  });

  it('cuts at a line boundary, never through a line', () => {
    // Lines at 5, 25, 45 ... with 20 px each: the page limit 100 falls inside the line 85–105.
    const slices = choosePageSlices(lines(5, 20), 405, 100);
    for (const { top } of slices.slice(1)) expect((top - 5) % 20).toBe(0);
    expect(slices[0]).toEqual({ top: 0, height: 85 });
    expect(slices.reduce((sum, s) => sum + s.height, 0)).toBe(405);
  });

  it('cuts in a gap where the limit falls between blocks', () => {
    const spans = [
      { top: 0, bottom: 90 },
      { top: 110, bottom: 180 },
    ];
    expect(choosePageSlices(spans, 180, 100)).toEqual([
      { top: 0, height: 100 },
      { top: 100, height: 80 },
    ]);
  });

  it('moves the cut above a control or image crossing the limit', () => {
    const spans = [...lines(0, 3), { top: 80, bottom: 130 }];
    expect(choosePageSlices(spans, 200, 100)[0]).toEqual({ top: 0, height: 80 });
  });

  it('cuts a block taller than a page where it must', () => {
    expect(choosePageSlices([{ top: 10, bottom: 290 }], 300, 100)).toEqual([
      { top: 0, height: 100 },
      { top: 100, height: 100 },
      { top: 200, height: 100 },
    ]);
  });

  it('no slice is taller than a page', () => {
    const spans = [...lines(3, 40, 17), { top: 500, bottom: 560 }];
    const slices = choosePageSlices(spans, 1200, 333.3);
    for (const slice of slices) expect(slice.height).toBeLessThanOrEqual(333.3);
    expect(slices.at(-1)!.top + slices.at(-1)!.height).toBe(1200);
  });
});
