import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenFits, takeFirstScreen } from './firstScreen';

const screen = `
  <form>
    <input id="name" type="text">
    <input id="city" type="text">
    <input id="agree" type="checkbox">
    <select id="size"><option value="s">S</option><option value="m">M</option></select>
    <input id="file" type="file">
  </form>`;

function container(withScreen = true): HTMLElement {
  const root = document.createElement('div');
  if (withScreen) root.setAttribute('data-first-screen', '');
  root.innerHTML = screen;
  document.body.append(root);
  return root;
}

const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function type(id: string, value: string) {
  const input = control<HTMLInputElement>(id);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What the app draws: the same controls, new elements, with listeners as React's would be. */
function drawApp(root: HTMLElement, seen: string[]) {
  root.innerHTML = screen;
  for (const event of ['input', 'change', 'focusout']) {
    root.addEventListener(event, (e) => {
      const target = e.target as HTMLInputElement;
      seen.push(
        `${e.type} ${target.id}=${target.type === 'checkbox' ? target.checked : target.value}`,
      );
    });
  }
}

afterEach(() => document.body.replaceChildren());

describe('the first screen', () => {
  it('fits a visit in the default language, with no address options, outside a frame', () => {
    expect(screenFits('en', '', false)).toBe(true);
    expect(screenFits('es', '', false)).toBe(false);
    expect(screenFits('en', '?orderRx=true', false)).toBe(false);
    expect(screenFits('en', '', true)).toBe(false);
  });

  it('is not there without the build marking the root', () => {
    expect(takeFirstScreen(container(false), 'en', '')).toBeUndefined();
  });

  it('is removed at once when the page will look different', () => {
    const root = container();
    expect(takeFirstScreen(root, 'es', '')).toBeUndefined();
    expect(root.children).toHaveLength(0);
    expect(root.hasAttribute('data-first-screen')).toBe(false);
  });

  it('hands what was typed and ticked to the app through its events, and only that', () => {
    const root = container();
    const screen = takeFirstScreen(root, 'en', '')!;
    type('name', 'Mary Ann');
    control<HTMLInputElement>('agree').click();
    const size = control<HTMLSelectElement>('size');
    size.value = 'm';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    const seen: string[] = [];
    screen.replace(() => drawApp(root, seen));
    expect(seen).toEqual([
      'input name=Mary Ann',
      'focusout name=Mary Ann',
      // A click, as a person's: input, then change.
      'input agree=true',
      'change agree=true',
      'change size=m',
      'focusout size=m',
    ]);
    expect(control<HTMLInputElement>('name').value).toBe('Mary Ann');
    expect(control<HTMLInputElement>('city').value).toBe('');
    expect(root.hasAttribute('data-first-screen')).toBe(false);
  });

  it('puts the focus and the caret back where they were, without leaving that box', () => {
    const root = container();
    const screen = takeFirstScreen(root, 'en', '')!;
    type('city', 'Springfield');
    control<HTMLInputElement>('city').focus();
    control<HTMLInputElement>('city').setSelectionRange(3, 5);
    const seen: string[] = [];
    screen.replace(() => drawApp(root, seen));
    expect(seen).toEqual(['input city=Springfield']);
    const city = control<HTMLInputElement>('city');
    expect(document.activeElement).toBe(city);
    expect([city.selectionStart, city.selectionEnd]).toEqual([3, 5]);
  });

  it('draws the app synchronously in the same call, and stops listening to the old screen', () => {
    const root = container();
    const screen = takeFirstScreen(root, 'en', '')!;
    const draw = vi.fn(() => drawApp(root, []));
    screen.replace(draw);
    expect(draw).toHaveBeenCalledOnce();
    type('name', 'later');
    const seen: string[] = [];
    screen.replace(() => drawApp(root, seen));
    expect(seen).toEqual([]);
  });
});
