import { describe, expect, it } from 'vitest';
import {
  CHECKED_MARK,
  controlText,
  placeTextBoxes,
  UNCHECKED_MARK,
  writeTextLayer,
  type PlacedText,
  type TextLayerDocument,
} from './textLayer';

const slices = [
  { top: 0, height: 1000 },
  { top: 1000, height: 800 },
];

describe('placeTextBoxes', () => {
  it('puts each box on the page whose slice holds its middle, in millimetres from the page top', () => {
    const boxes = [
      { text: 'Patient Name', left: 40, top: 100, width: 90, height: 20 },
      { text: 'Jane Roe', left: 40, top: 1010, width: 60, height: 20 },
      // Straddles the cut: its middle (1004) is on the second page.
      { text: 'Dx Code', left: 500, top: 994, width: 50, height: 20 },
    ];
    const placed = placeTextBoxes(boxes, slices, 0.25, 10);
    expect(placed).toEqual([
      { page: 0, text: 'Patient Name', x: 20, y: 35, width: 22.5, height: 5 },
      { page: 1, text: 'Jane Roe', x: 20, y: 12.5, width: 15, height: 5 },
      { page: 1, text: 'Dx Code', x: 135, y: 8.5, width: 12.5, height: 5 },
    ]);
  });
});

describe('writeTextLayer', () => {
  it('writes invisible text from the top of its box, sized and stretched to the box', () => {
    const calls: unknown[][] = [];
    const doc: TextLayerDocument = {
      setPage: (page) => calls.push(['page', page]),
      setFontSize: (size) => calls.push(['size', size]),
      // 2 mm per character at any size, to check the stretch.
      getTextWidth: (text) => text.length * 2,
      text: (...args) => calls.push(['text', ...args]),
    };
    const placed: PlacedText[] = [{ page: 1, text: 'Roe', x: 20, y: 30, width: 12, height: 5 }];
    writeTextLayer(doc, placed);
    expect(calls[0]).toEqual(['page', 2]);
    expect(calls[1][1]).toBeCloseTo(5 * 0.75 * (72 / 25.4));
    expect(calls[2]).toEqual([
      'text',
      'Roe',
      20,
      30.5,
      { renderingMode: 'invisible', baseline: 'top', horizontalScale: 2 },
    ]);
  });
});

describe('controlText', () => {
  const input = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder.firstElementChild!;
  };

  it('reads what a control shows on paper', () => {
    expect(controlText(input('<input type="text" value="Jane Roe">'))).toBe('Jane Roe');
    expect(controlText(input('<input type="date" value="2026-11-23">'))).toBe('11/23/2026');
    expect(controlText(input('<input type="checkbox" checked>'))).toBe(CHECKED_MARK);
    expect(controlText(input('<input type="checkbox">'))).toBe(UNCHECKED_MARK);
    expect(controlText(input('<textarea>two\nlines</textarea>'))).toBe('two lines');
    expect(
      controlText(input('<select><option>Small</option><option selected>Large</option></select>')),
    ).toBe('Large');
  });

  it('reads nothing from file pickers and buttons', () => {
    expect(controlText(input('<input type="file">'))).toBeNull();
    expect(controlText(input('<input type="submit" value="Send">'))).toBeNull();
    expect(controlText(input('<div>text</div>'))).toBeNull();
  });
});
