import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './isoDate';
import { prepareCloneForPdf } from './prepareClone';

function clone(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const wholeBand = { top: 0, bottom: 10_000 };

describe('prepareCloneForPdf', () => {
  it('formats ISO dates as MM/DD/YYYY', () => {
    expect(formatIsoDate('2025-03-09')).toBe('03/09/2025');
    expect(formatIsoDate('')).toBe('');
  });

  it('removes placeholders, so an empty field prints empty', () => {
    const root = clone(
      '<input id="a" placeholder="Patient Name is required" /><textarea placeholder="x"></textarea>',
    );
    prepareCloneForPdf(root, wholeBand, 800);
    expect(root.querySelector('[placeholder]')).toBeNull();
  });

  it('prints typed text over its field, and an empty field with a placeholder as empty', () => {
    const root = clone(
      '<input id="name" type="text" value="Jane Roe" /><input id="phone" type="tel" placeholder="Phone is required" /><input type="checkbox" checked />',
    );
    prepareCloneForPdf(root, wholeBand, 800);
    const overlays = root.querySelectorAll('div');
    expect(overlays).toHaveLength(2);
    expect(overlays[0].textContent).toBe('Jane Roe');
    expect(overlays[0].style.position).toBe('absolute');
    expect(overlays[1].textContent).toBe('');
    expect(root.querySelector<HTMLInputElement>('#name')!.style.color).toBe('transparent');
    expect(root.querySelector('[placeholder]')).toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('hides excluded elements without removing them', () => {
    const root = clone('<button data-pdf-exclude>Select the files (max 5)</button>');
    prepareCloneForPdf(root, wholeBand, 800);
    expect(root.querySelector('button')!.style.visibility).toBe('hidden');
  });

  it('prints a date as MM/DD/YYYY and a textarea on several lines', () => {
    const root = clone(
      '<input type="date" value="2025-12-31" /><textarea>line 1\nline 2</textarea>',
    );
    prepareCloneForPdf(root, wholeBand, 800);
    const overlays = root.querySelectorAll('div');
    expect(overlays[0]).toHaveTextContent('12/31/2025');
    expect(overlays[0].style.whiteSpace).toBe('pre');
    expect(overlays[1].textContent).toBe('line 1\nline 2');
    expect(overlays[1].style.whiteSpace).toBe('pre-wrap');
  });

  it('pins the width that was measured', () => {
    const root = clone('<p>x</p>');
    prepareCloneForPdf(root, wholeBand, 812);
    expect(root.style.width).toBe('812px');
  });
});
