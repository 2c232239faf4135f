import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../contract/config';
import { firstScreenMarkup, withoutBuildDay } from '../../src/app/firstScreenMarkup';
import { withFirstScreen, withoutActions } from '../../scripts/first-screens';

/** Loading the app's modules for the first render takes seconds beside a busy test run. */
const RENDER_TIMEOUT_MS = 30_000;

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

describe('first screens (build)', () => {
  it(
    "draws a form route's first screen without a browser, in English, with configuration marked",
    async () => {
      const markup = await firstScreenMarkup('/order-rx-form', {
        ...defaultConfig,
        company: { ...defaultConfig.company, name: 'Acme Medical' },
      });
      expect(markup).toMatch(/<input[^>]*id="root_orfPatientName"/);
      expect(markup).toContain('Referral Name');
      expect(markup).toMatch(/<span data-from-config="true">Acme Medical<\/span>/);
      expect(markup).toMatch(
        /<p class="rx-letterhead__company" data-from-config="true">Acme Medical/,
      );
      // Only the first screen: the later sections follow once the app runs.
      expect(markup).not.toContain('orfFooterDr');
      expect(markup).not.toContain('Loading');
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'draws the generic page of a form listed in forms.json',
    async () => {
      const markup = await firstScreenMarkup('/examples/all-fields', defaultConfig);
      expect(markup).toContain('<form class="rx-form"');
    },
    RENDER_TIMEOUT_MS,
  );

  it("leaves a date box empty that would show the build's day", () => {
    const today = '<input type="date" id="d" value="2026-11-26"/>';
    expect(withoutBuildDay(today, '2026-11-26')).toBe('<input type="date" id="d" value=""/>');
    const other = '<input type="date" id="d" value="2026-01-02"/>';
    expect(withoutBuildDay(other, '2026-11-26')).toBe(other);
    const text = '<input type="text" id="t" value="2026-11-26"/>';
    expect(withoutBuildDay(text, '2026-11-26')).toBe(text);
  });

  it('disables the send buttons and the file boxes, once', () => {
    expect(withoutActions('<button type="submit" class="a">Send</button>')).toBe(
      '<button disabled="" type="submit" class="a">Send</button>',
    );
    expect(withoutActions('<input id="f" type="file" multiple=""/>')).toBe(
      '<input disabled="" id="f" type="file" multiple=""/>',
    );
    const kept = [
      '<button type="submit" class="a" disabled="">Send</button>',
      '<button type="button">Print</button>',
      '<input type="text" id="t"/>',
      '<input type="checkbox" id="c" disabled=""/>',
    ].join('');
    expect(withoutActions(kept)).toBe(kept);
  });

  it('puts the screen inside the empty root, marked', () => {
    const html = withFirstScreen(page('<div id="root"></div>'), '<form><button type="submit">');
    expect(html).toBe(
      page('<div id="root" data-first-screen><form><button disabled="" type="submit"></div>'),
    );
    expect(() => withFirstScreen(page('<main></main>'), '<p>')).toThrow(/no <div id="root">/);
  });
});
