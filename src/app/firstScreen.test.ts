import { afterEach, describe, expect, it } from 'vitest';
import { keepFirstScreen, screenFits } from './firstScreen';
import { handOver } from './firstScreenHandover';

// As the build draws it: each box's value in its attributes (React's server markup).
const screen = `
  <form>
    <input id="name" type="text" value="">
    <input id="city" type="text" value="">
    <input id="agree" type="checkbox">
    <select id="size"><option value="s">S</option><option value="m">M</option></select>
  </form>`;

function container(withScreen = true): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (withScreen) root.setAttribute('data-first-screen', '');
  root.innerHTML = screen;
  document.body.append(root);
  return root;
}

const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** What the app draws, off the page: the same boxes, new elements, with listeners as React's. */
function drawApp(seen: string[]): HTMLElement {
  const app = document.createElement('div');
  app.id = 'root';
  app.innerHTML = screen;
  for (const event of ['input', 'change', 'focusout']) {
    app.addEventListener(event, (e) => {
      const target = e.target as HTMLInputElement;
      const value = target.type === 'checkbox' ? target.checked : target.value;
      seen.push(`${e.type} ${target.id}=${value}`);
    });
  }
  return app;
}

afterEach(() => document.body.replaceChildren());

describe('keeping the first screen', () => {
  it('fits a visit in the default language, with no address options, outside a frame', () => {
    expect(screenFits('en', '', false)).toBe(true);
    expect(screenFits('es', '', false)).toBe(false);
    expect(screenFits('en', '?orderRx=true', false)).toBe(false);
    expect(screenFits('en', '', true)).toBe(false);
  });

  it('is kept when it fits', () => {
    const root = container();
    expect(keepFirstScreen(root, 'en', '')).toBe(true);
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('is not there without the build marking the root', () => {
    expect(keepFirstScreen(container(false), 'en', '')).toBe(false);
  });

  it('is removed at once when the page will look different', () => {
    const root = container();
    expect(keepFirstScreen(root, 'es', '')).toBe(false);
    expect(root.children).toHaveLength(0);
    expect(root.hasAttribute('data-first-screen')).toBe(false);
  });
});

describe('handing the first screen over', () => {
  it('does again on the app what was typed, ticked and chosen, through its events, and only that', () => {
    const root = container();
    control<HTMLInputElement>('name').value = 'Mary Ann';
    control<HTMLInputElement>('agree').click();
    control<HTMLSelectElement>('size').value = 'm';
    // Typed, then taken back: nothing to hand over.
    control<HTMLInputElement>('city').value = '';
    const seen: string[] = [];
    const app = drawApp(seen);
    handOver(root, app);
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
    // The app in the screen's place, which has left the page.
    expect(document.getElementById('root')).toBe(app);
    expect(root.isConnected).toBe(false);
  });

  it('puts the focus and the caret back where they were, without leaving that box', () => {
    const root = container();
    const city = control<HTMLInputElement>('city');
    city.value = 'Springfield';
    city.focus();
    city.setSelectionRange(3, 5);
    const seen: string[] = [];
    handOver(root, drawApp(seen));
    expect(seen).toEqual(['input city=Springfield']);
    const drawn = control<HTMLInputElement>('city');
    expect(drawn).not.toBe(city);
    expect(document.activeElement).toBe(drawn);
    expect([drawn.selectionStart, drawn.selectionEnd]).toEqual([3, 5]);
  });

  it('keeps a caret at the end at the end, when the app formats what was typed', () => {
    const root = container();
    const name = control<HTMLInputElement>('name');
    name.value = '555';
    name.focus();
    const app = drawApp([]);
    // As the phone box does: the typed digits shown formatted.
    app.addEventListener('input', (e) => ((e.target as HTMLInputElement).value = '(555'));
    handOver(root, app);
    const drawn = control<HTMLInputElement>('name');
    expect(drawn.value).toBe('(555');
    expect([drawn.selectionStart, drawn.selectionEnd]).toEqual([4, 4]);
  });

  it('hands over nothing when nothing was done on the screen', () => {
    const root = container();
    const seen: string[] = [];
    const app = drawApp(seen);
    handOver(root, app);
    expect(seen).toEqual([]);
    expect(app.isConnected).toBe(true);
  });
});
